/** Hebrew: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    title: 'הודעות', panelLabel: 'צ׳אט', openChat: 'פתיחת הצ׳אט', openChatUnread: 'פתיחת הצ׳אט, {{count}} שלא נקראו',
    back: 'חזרה', closeChat: 'סגירת הצ׳אט', members: '{{count}} משתתפים', members_one: 'משתתף אחד ({{count}})',
    online: '{{count}} מחוברים', presenceOnline: 'מחובר/ת', presenceActive: 'פעיל/ה {{time}}',
    connectionLost: 'החיבור נותק, מתחברים מחדש…',
  },
  list: {
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
