/** Dutch: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'Reageert meestal binnen {{count}} uur', replyHintWithin_one: 'Reageert meestal binnen een uur', replyHintRarely: 'Reageert zelden',
    title: 'Berichten', panelLabel: 'Chat', openChat: 'Chat openen', openChatUnread: 'Chat openen, {{count}} ongelezen',
    back: 'Terug', closeChat: 'Chat sluiten', members: '{{count}} personen', members_one: '{{count}} persoon',
    online: '{{count}} online', presenceOnline: 'Online', presenceActive: 'Actief {{time}}',
    connectionLost: 'Verbinding verbroken, opnieuw verbinden…',
  },
  list: {
    offBoardNotice: 'Houd betaling en contact op het platform. Betaal nooit daarbuiten.',
    reportMessage: 'Melden',
    firstContactSameText: 'Je hebt dit bericht naar veel mensen gestuurd. Schrijf elke opdrachtgever over zijn eigen bounty.',
    firstContactPerDay: 'Je hebt vandaag zoveel nieuwe gesprekken gestart als mag. Probeer het morgen opnieuw of schrijf in een gesprek dat je al hebt.',
    searchMessages: 'Berichten',
    searchingMessages: 'Berichten doorzoeken…',
    noMessageMatch: 'Geen bericht past bij je zoekopdracht',
    searchFailed: 'Berichten konden niet worden doorzocht',
    moreResults: 'Meer resultaten',
    searchInConversation: 'Zoeken in dit gesprek',
    closeSearch: 'Zoeken sluiten',
    nothingYet: 'Nog niets…', deleted: 'Dit bericht is verwijderd…', photo: 'Foto', video: 'Video',
    voice: 'Spraakbericht', attachment: 'Bijlage', poll: 'Peiling', you: 'Jij',
    channelList: 'Gesprekken', empty: 'Je hebt nog geen gesprekken', emptyArchived: 'Geen gearchiveerde gesprekken',
    noMatch: 'Geen gesprekken gevonden voor je zoekopdracht', loadMore: 'Meer laden', error: 'Gesprekken konden niet worden geladen',
    retry: 'Opnieuw proberen', search: 'Gesprekken zoeken', archived: 'Gearchiveerd', backToChats: 'Terug naar chats',
    sent: 'Verzonden', read: 'Gelezen', unread: 'ongelezen', isNew: 'Nieuw', pinned: 'Vastgezet', actionsFor: 'Acties voor',
    pin: 'Vastzetten voor mij', unpin: 'Losmaken', hide: 'Verbergen', archive: 'Archiveren', unarchive: 'Uit archief halen',
    delete: 'Verwijderen', cancel: 'Annuleren', settings: 'Instellingen',
    deleteQuestion: 'Dit gesprek en de berichten erin voor iedereen verwijderen?',
    filterBounty: 'Toon de gesprekken over', allBounties: 'Alle bounty’s', unreadOnly: 'Ongelezen',
    noFilterMatch: 'Geen gesprekken gevonden met deze filters',
    conversationFailed: 'Er is iets misgegaan.', reloadConversation: 'Gesprek opnieuw laden',
    mute: 'Gesprek dempen', unmute: 'Dempen opheffen', muted: 'Gedempt',
    mutePerson: '{name} dempen', unmutePerson: '{name} niet meer dempen',
  },
  settings: {
    title: 'Instellingen', email: 'Mail me over berichten als ik er niet ben',
    device: 'Meld het me op dit apparaat',
    loadFailed: 'Je e-mailinstelling kon niet worden geladen. Probeer het later opnieuw.',
    saveFailed: 'Je e-mailinstelling kon niet worden opgeslagen. Probeer het opnieuw.',
    bounced: 'E-mail aan jou kwam niet aan; zet het weer aan.', resume: 'E-mail weer aanzetten',
    denied: 'Je browser blokkeert meldingen van deze site. Sta ze toe in de site-instellingen van je browser en probeer het dan opnieuw.',
    unsupported: 'Deze browser kan geen meldingen tonen.',
  },
};
export default words;
