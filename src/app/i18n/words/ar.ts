/** Arabic: the widget's own words (counts after a colon: one form reads right for every number). */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'يرد عادةً خلال {{count}} ساعة', replyHintWithin_one: 'يرد عادةً خلال ساعة', replyHintRarely: 'نادرًا ما يرد',
    title: 'الرسائل', panelLabel: 'الدردشة', openChat: 'فتح الدردشة', openChatUnread: 'فتح الدردشة، غير المقروءة: {{count}}',
    back: 'رجوع', closeChat: 'إغلاق الدردشة', members: 'الأشخاص: {{count}}', members_one: 'الأشخاص: {{count}}',
    online: 'المتصلون: {{count}}', presenceOnline: 'متصل الآن', presenceActive: 'كان نشطًا {{time}}',
    connectionLost: 'انقطع الاتصال، جارٍ إعادة الاتصال…',
  },
  list: {
    offBoardNotice: 'أبقِ الدفع والتواصل على المنصة. لا تدفع خارجها أبدًا.',
    reportMessage: 'إبلاغ',
    firstContactSameText: 'لقد أرسلت هذه الرسالة إلى أشخاص كثيرين. اكتب لكل ناشر عن مهمته.',
    firstContactPerDay: 'لقد بدأت أقصى عدد مسموح به من المحادثات الجديدة في يوم واحد. حاول غدًا أو اكتب في محادثة لديك بالفعل.',
    searchMessages: 'الرسائل',
    searchingMessages: 'جارٍ البحث في الرسائل…',
    noMessageMatch: 'لا توجد رسائل تطابق بحثك',
    searchFailed: 'تعذّر البحث في الرسائل',
    moreResults: 'مزيد من النتائج',
    searchInConversation: 'البحث في هذه المحادثة',
    closeSearch: 'إغلاق البحث',
    nothingYet: 'لا شيء بعد…', deleted: 'حُذفت هذه الرسالة…', photo: 'صورة', video: 'فيديو',
    voice: 'رسالة صوتية', attachment: 'مرفق', poll: 'استطلاع', you: 'أنت',
    channelList: 'المحادثات', empty: 'ليست لديك محادثات بعد', emptyArchived: 'لا توجد محادثات مؤرشفة',
    noMatch: 'لا توجد محادثات تطابق بحثك', loadMore: 'تحميل المزيد', error: 'تعذّر تحميل المحادثات',
    retry: 'إعادة المحاولة', search: 'البحث في المحادثات', archived: 'المؤرشفة', backToChats: 'العودة إلى الدردشات',
    sent: 'أُرسلت', read: 'قُرئت', unread: 'غير مقروءة', isNew: 'جديدة', pinned: 'مثبّتة', actionsFor: 'إجراءات:',
    pin: 'تثبيت عندي', unpin: 'إلغاء التثبيت', hide: 'إخفاء', archive: 'أرشفة', unarchive: 'إلغاء الأرشفة',
    delete: 'حذف', cancel: 'إلغاء', settings: 'الإعدادات',
    deleteQuestion: 'هل تريد حذف هذه المحادثة ورسائلها لدى الجميع؟',
    filterBounty: 'عرض المحادثات الخاصة بالمكافأة', allBounties: 'كل المكافآت', unreadOnly: 'غير المقروءة',
    noFilterMatch: 'لا توجد محادثات تطابق عوامل التصفية هذه',
    conversationFailed: 'حدث خطأ ما.', reloadConversation: 'إعادة تحميل المحادثة',
    mute: 'كتم المحادثة', unmute: 'إلغاء الكتم', muted: 'مكتومة',
    mutePerson: 'كتم {name}', unmutePerson: 'إلغاء كتم {name}',
  },
  settings: {
    title: 'الإعدادات', email: 'راسلني بالبريد الإلكتروني عن الرسائل أثناء غيابي',
    device: 'أعلمني على هذا الجهاز',
    loadFailed: 'تعذّر تحميل إعداد البريد الإلكتروني. حاول مرة أخرى لاحقًا.',
    saveFailed: 'تعذّر حفظ إعداد البريد الإلكتروني. حاول مرة أخرى.',
    bounced: 'ارتدّت الرسائل المرسلة إلى بريدك؛ أعد تشغيلها.', resume: 'إعادة تشغيل البريد الإلكتروني',
    denied: 'يحظر متصفحك إشعارات هذا الموقع. اسمح بها في إعدادات الموقع في المتصفح، ثم حاول مرة أخرى.',
    unsupported: 'لا يستطيع هذا المتصفح عرض الإشعارات.',
  },
};
export default words;
