/** Hindi: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'आमतौर पर {{count}} घंटे में जवाब देते हैं', replyHintWithin_one: 'आमतौर पर एक घंटे में जवाब देते हैं', replyHintRarely: 'कभी-कभार ही जवाब देते हैं',
    title: 'संदेश', panelLabel: 'चैट', openChat: 'चैट खोलें', openChatUnread: 'चैट खोलें, {{count}} अपठित',
    back: 'वापस', closeChat: 'चैट बंद करें', members: '{{count}} लोग', members_one: '{{count}} व्यक्ति',
    online: '{{count}} ऑनलाइन', presenceOnline: 'ऑनलाइन', presenceActive: '{{time}} सक्रिय',
    connectionLost: 'कनेक्शन टूट गया, फिर से जोड़ रहे हैं…',
  },
  list: {
    offBoardNotice: 'भुगतान और संपर्क प्लेटफ़ॉर्म पर ही रखें। इसके बाहर कभी भुगतान न करें।',
    reportMessage: 'रिपोर्ट करें',
    firstContactSameText: 'आपने यह संदेश बहुत से लोगों को भेजा है। हर पोस्ट करने वाले को उसके काम के बारे में लिखें।',
    firstContactPerDay: 'आप एक दिन में जितनी नई बातचीत शुरू कर सकते हैं, कर चुके हैं। कल फिर कोशिश करें या किसी मौजूदा बातचीत में लिखें।',
    searchMessages: 'संदेश',
    searchingMessages: 'संदेश खोजे जा रहे हैं…',
    noMessageMatch: 'आपकी खोज से कोई संदेश मेल नहीं खाता',
    searchFailed: 'संदेश खोजे नहीं जा सके',
    moreResults: 'और नतीजे',
    searchInConversation: 'इस बातचीत में खोजें',
    closeSearch: 'खोज बंद करें',
    nothingYet: 'अभी कुछ नहीं…', deleted: 'यह संदेश हटा दिया गया…', photo: 'फ़ोटो', video: 'वीडियो',
    voice: 'वॉइस संदेश', attachment: 'अटैचमेंट', poll: 'पोल', you: 'आप',
    channelList: 'बातचीत', empty: 'अभी आपकी कोई बातचीत नहीं है', emptyArchived: 'कोई संग्रहित बातचीत नहीं',
    noMatch: 'आपकी खोज से कोई बातचीत नहीं मिली', loadMore: 'और लोड करें', error: 'बातचीत लोड नहीं हो सकीं',
    retry: 'फिर से कोशिश करें', search: 'बातचीत खोजें', archived: 'संग्रहित', backToChats: 'चैट पर वापस',
    sent: 'भेजा गया', read: 'पढ़ा गया', unread: 'अपठित', isNew: 'नया', pinned: 'पिन किया गया', actionsFor: 'कार्रवाइयाँ:',
    pin: 'मेरे लिए पिन करें', unpin: 'पिन हटाएँ', hide: 'छिपाएँ', archive: 'संग्रहित करें', unarchive: 'संग्रह से निकालें',
    delete: 'हटाएँ', cancel: 'रद्द करें', settings: 'सेटिंग',
    deleteQuestion: 'यह बातचीत और इसके संदेश सभी के लिए हटाएँ?',
    filterBounty: 'इस बाउंटी की बातचीत दिखाएँ:', allBounties: 'सभी बाउंटी', unreadOnly: 'अपठित',
    noFilterMatch: 'इन फ़िल्टर से कोई बातचीत नहीं मिली',
    conversationFailed: 'कुछ गड़बड़ हो गई।', reloadConversation: 'बातचीत फिर से लोड करें',
    mute: 'बातचीत म्यूट करें', unmute: 'अनम्यूट करें', muted: 'म्यूट है',
    mutePerson: '{name} को म्यूट करें', unmutePerson: '{name} को अनम्यूट करें',
  },
  settings: {
    title: 'सेटिंग', email: 'मेरे न रहने पर संदेशों के बारे में मुझे ई-मेल करें',
    device: 'इस डिवाइस पर मुझे सूचना दें',
    loadFailed: 'आपकी ई-मेल सेटिंग लोड नहीं हो सकी। बाद में फिर कोशिश करें।',
    saveFailed: 'आपकी ई-मेल सेटिंग सहेजी नहीं जा सकी। फिर से कोशिश करें।',
    bounced: 'आपको भेजे गए ई-मेल लौट आए; इन्हें फिर से चालू करें।', resume: 'ई-मेल फिर से चालू करें',
    denied: 'आपका ब्राउज़र इस साइट की सूचनाएँ रोक रहा है। ब्राउज़र की साइट सेटिंग में इन्हें अनुमति दें, फिर कोशिश करें।',
    unsupported: 'यह ब्राउज़र सूचनाएँ नहीं दिखा सकता।',
  },
};
export default words;
