/** Hebrew: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'בדרך כלל עונה תוך {{count}} שעות', replyHintWithin_one: 'בדרך כלל עונה תוך שעה', replyHintRarely: 'עונה לעיתים רחוקות',
    title: 'הודעות', panelLabel: 'צ׳אט', openChat: 'פתיחת הצ׳אט', openChatUnread: 'פתיחת הצ׳אט, {{count}} שלא נקראו',
    back: 'חזרה', closeChat: 'סגירת הצ׳אט', members: '{{count}} משתתפים', members_one: 'משתתף אחד ({{count}})',
    online: '{{count}} מחוברים', presenceOnline: 'מחובר/ת', presenceActive: 'פעיל/ה {{time}}',
    connectionLost: 'החיבור נותק, מתחברים מחדש…',
  },
  list: {
    offBoardNotice: 'שמרו את התשלום והקשר בתוך הפלטפורמה. לעולם אל תשלמו מחוץ לה.',
    reportMessage: 'דיווח',
    firstContactSameText: 'שלחת את ההודעה הזו לאנשים רבים. כתבו לכל מפרסם על המשימה שלו.',
    firstContactPerDay: 'התחלת את מספר השיחות החדשות המרבי המותר ביום. נסו שוב מחר או כתבו בשיחה קיימת.',
    searchMessages: 'הודעות',
    searchingMessages: 'מחפש בהודעות…',
    noMessageMatch: 'אין הודעות שתואמות לחיפוש',
    searchFailed: 'לא ניתן היה לחפש בהודעות',
    moreResults: 'תוצאות נוספות',
    searchInConversation: 'חיפוש בשיחה הזו',
    closeSearch: 'סגירת החיפוש',
    nothingYet: 'עדיין אין כלום…', deleted: 'ההודעה נמחקה…', photo: 'תמונה', video: 'סרטון',
    voice: 'הודעה קולית', attachment: 'קובץ מצורף', poll: 'סקר', you: 'את/ה',
    channelList: 'שיחות', empty: 'עדיין אין לך שיחות', emptyArchived: 'אין שיחות בארכיון',
    noMatch: 'אין שיחות שמתאימות לחיפוש', loadMore: 'טעינת עוד', error: 'לא ניתן לטעון את השיחות',
    retry: 'ניסיון חוזר', search: 'חיפוש בשיחות', archived: 'ארכיון', backToChats: 'חזרה לצ׳אטים',
    sent: 'נשלחה', read: 'נקראה', unread: 'שלא נקראו', isNew: 'חדשה', pinned: 'מוצמדת', actionsFor: 'פעולות עבור',
    pin: 'הצמדה אצלי', unpin: 'ביטול הצמדה', hide: 'הסתרה', archive: 'העברה לארכיון', unarchive: 'הוצאה מהארכיון',
    delete: 'מחיקה', cancel: 'ביטול', settings: 'הגדרות',
    deleteQuestion: 'למחוק את השיחה הזו ואת ההודעות שלה אצל כולם?',
    filterBounty: 'הצגת השיחות על המשימה', allBounties: 'כל המשימות', unreadOnly: 'לא נקראו',
    noFilterMatch: 'אין שיחות שמתאימות למסננים האלה',
    conversationFailed: 'משהו השתבש.', reloadConversation: 'טעינה מחדש של השיחה',
    mute: 'השתקת השיחה', unmute: 'ביטול השתקה', muted: 'מושתקת',
    mutePerson: 'השתקת {name}', unmutePerson: 'ביטול ההשתקה של {name}',
  },
  settings: {
    title: 'הגדרות', email: 'לשלוח לי אימייל על הודעות כשאני לא כאן',
    device: 'להודיע לי במכשיר הזה',
    loadFailed: 'לא ניתן לטעון את הגדרת האימייל. אפשר לנסות שוב מאוחר יותר.',
    saveFailed: 'לא ניתן לשמור את הגדרת האימייל. אפשר לנסות שוב.',
    bounced: 'אימיילים שנשלחו אליך חזרו; אפשר להפעיל אותם מחדש.', resume: 'הפעלת האימייל מחדש',
    denied: 'הדפדפן חוסם התראות מהאתר הזה. אפשר לאשר אותן בהגדרות האתר בדפדפן ולנסות שוב.',
    unsupported: 'הדפדפן הזה לא יכול להציג התראות.',
  },
};
export default words;
