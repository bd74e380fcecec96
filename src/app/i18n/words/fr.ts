/** French: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'Répond généralement en {{count}} heures', replyHintWithin_one: 'Répond généralement en une heure', replyHintRarely: 'Répond rarement',
    title: 'Messages', panelLabel: 'Discussion', openChat: 'Ouvrir la discussion',
    openChatUnread: 'Ouvrir la discussion, {{count}} non lus', back: 'Retour', closeChat: 'Fermer la discussion',
    members: '{{count}} personnes', members_one: '{{count}} personne', online: '{{count}} en ligne',
    presenceOnline: 'En ligne', presenceActive: 'Actif {{time}}', connectionLost: 'Connexion perdue, reconnexion en cours…',
  },
  list: {
    offBoardNotice: 'Gardez le paiement et le contact sur la plateforme. Ne payez jamais en dehors.',
    reportMessage: 'Signaler',
    firstContactSameText: 'Vous avez envoyé ce message à de nombreuses personnes. Écrivez à chaque annonceur au sujet de sa prime.',
    firstContactPerDay: 'Vous avez commencé autant de nouvelles conversations qu’autorisé en un jour. Réessayez demain ou écrivez dans une conversation existante.',
    searchMessages: 'Messages',
    searchingMessages: 'Recherche dans les messages…',
    noMessageMatch: 'Aucun message ne correspond à votre recherche',
    searchFailed: 'Impossible de rechercher dans les messages',
    moreResults: 'Plus de résultats',
    searchInConversation: 'Rechercher dans cette conversation',
    closeSearch: 'Fermer la recherche',
    nothingYet: 'Rien pour l’instant…', deleted: 'Ce message a été supprimé…', photo: 'Photo', video: 'Vidéo',
    voice: 'Message vocal', attachment: 'Pièce jointe', poll: 'Sondage', you: 'Vous',
    channelList: 'Conversations', empty: 'Vous n’avez pas encore de conversation', emptyArchived: 'Aucune conversation archivée',
    noMatch: 'Aucune conversation ne correspond à votre recherche', loadMore: 'Charger plus',
    error: 'Impossible de charger les conversations', retry: 'Réessayer', search: 'Rechercher une conversation',
    archived: 'Archivées', backToChats: 'Retour aux discussions', sent: 'Envoyé', read: 'Lu', unread: 'non lus',
    isNew: 'Nouveau', pinned: 'Épinglée', actionsFor: 'Actions pour', pin: 'Épingler pour moi', unpin: 'Désépingler',
    hide: 'Masquer', archive: 'Archiver', unarchive: 'Désarchiver', delete: 'Supprimer', cancel: 'Annuler',
    settings: 'Paramètres', deleteQuestion: 'Supprimer cette conversation et ses messages pour tout le monde ?',
    filterBounty: 'Afficher les conversations sur', allBounties: 'Toutes les primes', unreadOnly: 'Non lues',
    noFilterMatch: 'Aucune conversation ne correspond à ces filtres',
    conversationFailed: 'Un problème est survenu.', reloadConversation: 'Recharger la conversation',
    mute: 'Mettre la conversation en sourdine', unmute: 'Réactiver le son', muted: 'En sourdine',
    mutePerson: 'Mettre {name} en sourdine', unmutePerson: 'Réactiver le son pour {name}',
  },
  settings: {
    title: 'Paramètres', email: 'M’écrire au sujet des messages quand je suis absent',
    device: 'Me prévenir sur cet appareil',
    loadFailed: 'Impossible de charger votre réglage d’e-mail. Réessayez plus tard.',
    saveFailed: 'Impossible d’enregistrer votre réglage d’e-mail. Réessayez.',
    bounced: 'Les e-mails qui vous sont envoyés ont été rejetés ; réactivez-les.', resume: 'Réactiver les e-mails',
    denied: 'Votre navigateur bloque les notifications de ce site. Autorisez-les dans les paramètres du site de votre navigateur, puis réessayez.',
    unsupported: 'Ce navigateur ne peut pas afficher de notifications.',
  },
};
export default words;
