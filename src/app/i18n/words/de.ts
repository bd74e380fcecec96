/** German: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'Antwortet meist innerhalb von {{count}} Stunden', replyHintWithin_one: 'Antwortet meist innerhalb einer Stunde', replyHintRarely: 'Antwortet selten',
    title: 'Nachrichten', panelLabel: 'Chat', openChat: 'Chat öffnen', openChatUnread: 'Chat öffnen, {{count}} ungelesen',
    back: 'Zurück', closeChat: 'Chat schließen', members: '{{count}} Personen', members_one: '{{count}} Person',
    online: '{{count}} online', presenceOnline: 'Online', presenceActive: 'Aktiv {{time}}',
    connectionLost: 'Verbindung unterbrochen, neuer Versuch läuft …',
  },
  list: {
    offBoardNotice: 'Halte Zahlung und Kontakt auf der Plattform. Zahle nie außerhalb.',
    reportMessage: 'Melden',
    firstContactSameText: 'Du hast diese Nachricht an viele Personen gesendet. Schreibe jedem Auftraggeber zu seinem Bounty.',
    firstContactPerDay: 'Du hast heute so viele neue Unterhaltungen begonnen wie erlaubt. Versuche es morgen erneut oder schreibe in einer bestehenden Unterhaltung.',
    searchMessages: 'Nachrichten',
    searchingMessages: 'Nachrichten werden durchsucht …',
    noMessageMatch: 'Keine Nachricht passt zu deiner Suche',
    searchFailed: 'Nachrichten konnten nicht durchsucht werden',
    moreResults: 'Weitere Ergebnisse',
    searchInConversation: 'In dieser Unterhaltung suchen',
    closeSearch: 'Suche schließen',
    nothingYet: 'Noch nichts …', deleted: 'Diese Nachricht wurde gelöscht …', photo: 'Foto', video: 'Video',
    voice: 'Sprachnachricht', attachment: 'Anhang', poll: 'Umfrage', you: 'Du',
    channelList: 'Unterhaltungen', empty: 'Du hast noch keine Unterhaltungen', emptyArchived: 'Keine archivierten Unterhaltungen',
    noMatch: 'Keine Unterhaltung passt zu deiner Suche', loadMore: 'Mehr laden', error: 'Unterhaltungen konnten nicht geladen werden',
    retry: 'Erneut versuchen', search: 'Unterhaltungen durchsuchen', archived: 'Archiviert', backToChats: 'Zurück zu den Chats',
    sent: 'Gesendet', read: 'Gelesen', unread: 'ungelesen', isNew: 'Neu', pinned: 'Angeheftet', actionsFor: 'Aktionen für',
    pin: 'Für mich anheften', unpin: 'Loslösen', hide: 'Ausblenden', archive: 'Archivieren', unarchive: 'Aus dem Archiv holen',
    delete: 'Löschen', cancel: 'Abbrechen', settings: 'Einstellungen',
    deleteQuestion: 'Diese Unterhaltung und ihre Nachrichten für alle löschen?',
    filterBounty: 'Unterhaltungen anzeigen zu', allBounties: 'Alle Bounties', unreadOnly: 'Ungelesen',
    noFilterMatch: 'Keine Unterhaltung passt zu diesen Filtern',
    conversationFailed: 'Etwas ist schiefgelaufen.', reloadConversation: 'Unterhaltung neu laden',
    mute: 'Unterhaltung stummschalten', unmute: 'Stummschaltung aufheben', muted: 'Stummgeschaltet',
    mutePerson: '{name} stummschalten', unmutePerson: 'Stummschaltung für {name} aufheben',
  },
  settings: {
    title: 'Einstellungen', email: 'Mir per E-Mail von Nachrichten berichten, wenn ich weg bin',
    device: 'Mich auf diesem Gerät benachrichtigen',
    loadFailed: 'Deine E-Mail-Einstellung konnte nicht geladen werden. Versuche es später erneut.',
    saveFailed: 'Deine E-Mail-Einstellung konnte nicht gespeichert werden. Versuche es erneut.',
    bounced: 'E-Mails an dich kamen nicht an; schalte sie wieder ein.', resume: 'E-Mail wieder einschalten',
    denied: 'Dein Browser blockiert Benachrichtigungen dieser Website. Erlaube sie in den Website-Einstellungen des Browsers und versuche es dann erneut.',
    unsupported: 'Dieser Browser kann keine Benachrichtigungen anzeigen.',
  },
};
export default words;
