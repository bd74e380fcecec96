/** Turkish: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'Genellikle {{count}} saat içinde yanıt verir', replyHintWithin_one: 'Genellikle bir saat içinde yanıt verir', replyHintRarely: 'Nadiren yanıt verir',
    title: 'Mesajlar', panelLabel: 'Sohbet', openChat: 'Sohbeti aç', openChatUnread: 'Sohbeti aç, {{count}} okunmamış',
    back: 'Geri', closeChat: 'Sohbeti kapat', members: '{{count}} kişi', members_one: '{{count}} kişi',
    online: '{{count}} çevrimiçi', presenceOnline: 'Çevrimiçi', presenceActive: '{{time}} etkindi',
    connectionLost: 'Bağlantı koptu, yeniden bağlanılıyor…',
  },
  list: {
    offBoardNotice: 'Ödemeyi ve iletişimi platformda tut. Asla platform dışında ödeme yapma.',
    reportMessage: 'Şikâyet et',
    firstContactSameText: 'Bu mesajı çok sayıda kişiye gönderdin. Her ilan sahibine kendi ilanı hakkında yaz.',
    firstContactPerDay: 'Bir günde izin verilen yeni sohbet sayısına ulaştın. Yarın tekrar dene ya da mevcut bir sohbette yaz.',
    searchMessages: 'Mesajlar',
    searchingMessages: 'Mesajlarda aranıyor…',
    noMessageMatch: 'Aramanla eşleşen mesaj yok',
    searchFailed: 'Mesajlarda arama yapılamadı',
    moreResults: 'Daha fazla sonuç',
    searchInConversation: 'Bu sohbette ara',
    closeSearch: 'Aramayı kapat',
    nothingYet: 'Henüz bir şey yok…', deleted: 'Bu mesaj silindi…', photo: 'Fotoğraf', video: 'Video',
    voice: 'Sesli mesaj', attachment: 'Ek', poll: 'Anket', you: 'Sen',
    channelList: 'Sohbetler', empty: 'Henüz sohbetin yok', emptyArchived: 'Arşivlenmiş sohbet yok',
    noMatch: 'Aramanla eşleşen sohbet yok', loadMore: 'Daha fazla yükle', error: 'Sohbetler yüklenemedi',
    retry: 'Tekrar dene', search: 'Sohbetlerde ara', archived: 'Arşiv', backToChats: 'Sohbetlere dön',
    sent: 'Gönderildi', read: 'Okundu', unread: 'okunmamış', isNew: 'Yeni', pinned: 'Sabitlendi', actionsFor: 'İşlemler:',
    pin: 'Benim için sabitle', unpin: 'Sabitlemeyi kaldır', hide: 'Gizle', archive: 'Arşivle', unarchive: 'Arşivden çıkar',
    delete: 'Sil', cancel: 'İptal', settings: 'Ayarlar',
    deleteQuestion: 'Bu sohbet ve mesajları herkes için silinsin mi?',
    filterBounty: 'Sohbetleri göster, ödül:', allBounties: 'Tüm ödüller', unreadOnly: 'Okunmamış',
    noFilterMatch: 'Bu filtrelerle eşleşen sohbet yok',
    conversationFailed: 'Bir şeyler ters gitti.', reloadConversation: 'Sohbeti yeniden yükle',
    mute: 'Sohbeti sessize al', unmute: 'Sesi aç', muted: 'Sessizde',
    mutePerson: '{name} sessize al', unmutePerson: '{name} için sesi aç',
  },
  settings: {
    title: 'Ayarlar', email: 'Ben yokken gelen mesajları bana e-postayla bildir',
    device: 'Bu cihazda bana bildir',
    loadFailed: 'E-posta ayarın yüklenemedi. Daha sonra tekrar dene.',
    saveFailed: 'E-posta ayarın kaydedilemedi. Tekrar dene.',
    bounced: 'Sana gönderilen e-postalar geri döndü; yeniden aç.', resume: 'E-postayı yeniden aç',
    denied: 'Tarayıcın bu sitenin bildirimlerini engelliyor. Tarayıcının site ayarlarından izin ver, sonra tekrar dene.',
    unsupported: 'Bu tarayıcı bildirim gösteremiyor.',
  },
};
export default words;
