/** Italian: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'Di solito risponde entro {{count}} ore', replyHintWithin_one: 'Di solito risponde entro un’ora', replyHintRarely: 'Risponde raramente',
    title: 'Messaggi', panelLabel: 'Chat', openChat: 'Apri la chat', openChatUnread: 'Apri la chat, {{count}} non letti',
    back: 'Indietro', closeChat: 'Chiudi la chat', members: '{{count}} persone', members_one: '{{count}} persona',
    online: '{{count}} in linea', presenceOnline: 'In linea', presenceActive: 'Attivo {{time}}',
    connectionLost: 'Connessione persa, riconnessione in corso…',
  },
  list: {
    offBoardNotice: 'Tieni pagamenti e contatti sulla piattaforma. Non pagare mai fuori.',
    reportMessage: 'Segnala',
    firstContactSameText: 'Hai inviato questo messaggio a molte persone. Scrivi a ogni inserzionista sulla sua bounty.',
    firstContactPerDay: 'Hai avviato tutte le nuove conversazioni consentite in un giorno. Riprova domani o scrivi in una conversazione che hai già.',
    searchMessages: 'Messaggi',
    searchingMessages: 'Ricerca nei messaggi…',
    noMessageMatch: 'Nessun messaggio corrisponde alla ricerca',
    searchFailed: 'Impossibile cercare nei messaggi',
    moreResults: 'Altri risultati',
    searchInConversation: 'Cerca in questa conversazione',
    closeSearch: 'Chiudi la ricerca',
    nothingYet: 'Ancora niente…', deleted: 'Questo messaggio è stato eliminato…', photo: 'Foto', video: 'Video',
    voice: 'Messaggio vocale', attachment: 'Allegato', poll: 'Sondaggio', you: 'Tu',
    channelList: 'Conversazioni', empty: 'Non hai ancora conversazioni', emptyArchived: 'Nessuna conversazione archiviata',
    noMatch: 'Nessuna conversazione corrisponde alla ricerca', loadMore: 'Carica altre',
    error: 'Impossibile caricare le conversazioni', retry: 'Riprova', search: 'Cerca nelle conversazioni',
    archived: 'Archiviate', backToChats: 'Torna alle chat', sent: 'Inviato', read: 'Letto', unread: 'non letti',
    isNew: 'Nuova', pinned: 'Fissata', actionsFor: 'Azioni per', pin: 'Fissa per me', unpin: 'Non fissare più',
    hide: 'Nascondi', archive: 'Archivia', unarchive: 'Togli dall’archivio', delete: 'Elimina', cancel: 'Annulla',
    settings: 'Impostazioni', deleteQuestion: 'Eliminare questa conversazione e i suoi messaggi per tutti?',
    filterBounty: 'Mostra le conversazioni su', allBounties: 'Tutte le taglie', unreadOnly: 'Non letti',
    noFilterMatch: 'Nessuna conversazione corrisponde a questi filtri',
    conversationFailed: 'Qualcosa è andato storto.', reloadConversation: 'Ricarica la conversazione',
    mute: 'Silenzia la conversazione', unmute: 'Riattiva le notifiche', muted: 'Silenziata',
    mutePerson: 'Silenzia {name}', unmutePerson: 'Riattiva le notifiche di {name}',
  },
  settings: {
    title: 'Impostazioni', email: 'Scrivimi un’e-mail sui messaggi quando non ci sono',
    device: 'Avvisami su questo dispositivo',
    loadFailed: 'Impossibile caricare l’impostazione e-mail. Riprova più tardi.',
    saveFailed: 'Impossibile salvare l’impostazione e-mail. Riprova.',
    bounced: 'Le e-mail inviate a te sono state respinte; riattivale.', resume: 'Riattiva le e-mail',
    denied: 'Il browser blocca le notifiche di questo sito. Consentile nelle impostazioni del sito del browser, poi riprova.',
    unsupported: 'Questo browser non può mostrare notifiche.',
  },
};
export default words;
