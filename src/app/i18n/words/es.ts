/** Spanish: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'Suele responder en {{count}} horas', replyHintWithin_one: 'Suele responder en una hora', replyHintRarely: 'Rara vez responde',
    title: 'Mensajes', panelLabel: 'Chat', openChat: 'Abrir el chat', openChatUnread: 'Abrir el chat, {{count}} sin leer',
    back: 'Atrás', closeChat: 'Cerrar el chat', members: '{{count}} personas', members_one: '{{count}} persona',
    online: '{{count}} en línea', presenceOnline: 'En línea', presenceActive: 'Activo {{time}}',
    connectionLost: 'Se perdió la conexión, reconectando…',
  },
  list: {
    offBoardNotice: 'Mantén el pago y el contacto en la plataforma. Nunca pagues fuera de ella.',
    reportMessage: 'Denunciar',
    firstContactSameText: 'Has enviado este mensaje a muchas personas. Escribe a cada anunciante sobre su bounty.',
    firstContactPerDay: 'Has iniciado todas las conversaciones nuevas permitidas en un día. Vuelve a intentarlo mañana o escribe en una conversación que ya tengas.',
    searchMessages: 'Mensajes',
    searchingMessages: 'Buscando mensajes…',
    noMessageMatch: 'Ningún mensaje coincide con tu búsqueda',
    searchFailed: 'No se pudieron buscar los mensajes',
    moreResults: 'Más resultados',
    searchInConversation: 'Buscar en esta conversación',
    closeSearch: 'Cerrar búsqueda',
    nothingYet: 'Nada todavía…', deleted: 'Este mensaje se eliminó…', photo: 'Foto', video: 'Vídeo',
    voice: 'Mensaje de voz', attachment: 'Archivo adjunto', poll: 'Encuesta', you: 'Tú',
    channelList: 'Conversaciones', empty: 'Aún no tienes conversaciones', emptyArchived: 'No hay conversaciones archivadas',
    noMatch: 'Ninguna conversación coincide con tu búsqueda', loadMore: 'Cargar más', error: 'No se pudieron cargar las conversaciones',
    retry: 'Reintentar', search: 'Buscar conversaciones', archived: 'Archivadas', backToChats: 'Volver a los chats',
    sent: 'Enviado', read: 'Leído', unread: 'sin leer', isNew: 'Nueva', pinned: 'Fijada', actionsFor: 'Acciones para',
    pin: 'Fijar para mí', unpin: 'Dejar de fijar', hide: 'Ocultar', archive: 'Archivar', unarchive: 'Desarchivar',
    delete: 'Eliminar', cancel: 'Cancelar', settings: 'Ajustes',
    deleteQuestion: '¿Eliminar esta conversación y sus mensajes para todos?',
    filterBounty: 'Mostrar las conversaciones sobre', allBounties: 'Todas las recompensas', unreadOnly: 'Sin leer',
    noFilterMatch: 'Ninguna conversación coincide con estos filtros',
    conversationFailed: 'Algo salió mal.', reloadConversation: 'Recargar la conversación',
    mute: 'Silenciar la conversación', unmute: 'Dejar de silenciar', muted: 'Silenciada',
    mutePerson: 'Silenciar a {name}', unmutePerson: 'Dejar de silenciar a {name}',
  },
  settings: {
    title: 'Ajustes', email: 'Avisarme por correo de los mensajes cuando no esté',
    device: 'Avisarme en este dispositivo',
    loadFailed: 'No se pudo cargar tu ajuste de correo. Inténtalo más tarde.',
    saveFailed: 'No se pudo guardar tu ajuste de correo. Inténtalo de nuevo.',
    bounced: 'Los correos que te enviamos rebotaron; vuelve a activarlos.', resume: 'Volver a activar el correo',
    denied: 'Tu navegador bloquea las notificaciones de este sitio. Permítelas en la configuración del sitio del navegador y vuelve a intentarlo.',
    unsupported: 'Este navegador no puede mostrar notificaciones.',
  },
};
export default words;
