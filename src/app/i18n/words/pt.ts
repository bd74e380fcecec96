/** Portuguese: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'Costuma responder em até {{count}} horas', replyHintWithin_one: 'Costuma responder em até uma hora', replyHintRarely: 'Raramente responde',
    title: 'Mensagens', panelLabel: 'Chat', openChat: 'Abrir o chat', openChatUnread: 'Abrir o chat, {{count}} não lidas',
    back: 'Voltar', closeChat: 'Fechar o chat', members: '{{count}} pessoas', members_one: '{{count}} pessoa',
    online: '{{count}} on-line', presenceOnline: 'On-line', presenceActive: 'Ativo {{time}}',
    connectionLost: 'Falha na conexão, reconectando…',
  },
  list: {
    offBoardNotice: 'Mantenha pagamento e contato na plataforma. Nunca pague por fora.',
    reportMessage: 'Denunciar',
    firstContactSameText: 'Você enviou esta mensagem para muitas pessoas. Escreva para cada anunciante sobre a bounty dele.',
    firstContactPerDay: 'Você já iniciou todas as conversas novas permitidas em um dia. Tente de novo amanhã ou escreva em uma conversa que você já tem.',
    searchMessages: 'Mensagens',
    searchingMessages: 'Buscando mensagens…',
    noMessageMatch: 'Nenhuma mensagem corresponde à sua busca',
    searchFailed: 'Não foi possível buscar as mensagens',
    moreResults: 'Mais resultados',
    searchInConversation: 'Buscar nesta conversa',
    closeSearch: 'Fechar busca',
    nothingYet: 'Nada ainda…', deleted: 'Esta mensagem foi apagada…', photo: 'Foto', video: 'Vídeo',
    voice: 'Mensagem de voz', attachment: 'Anexo', poll: 'Enquete', you: 'Você',
    channelList: 'Conversas', empty: 'Você ainda não tem conversas', emptyArchived: 'Nenhuma conversa arquivada',
    noMatch: 'Nenhuma conversa corresponde à sua busca', loadMore: 'Carregar mais', error: 'Não foi possível carregar as conversas',
    retry: 'Tentar de novo', search: 'Buscar conversas', archived: 'Arquivadas', backToChats: 'Voltar aos chats',
    sent: 'Enviada', read: 'Lida', unread: 'não lidas', isNew: 'Nova', pinned: 'Fixada', actionsFor: 'Ações para',
    pin: 'Fixar para mim', unpin: 'Desafixar', hide: 'Ocultar', archive: 'Arquivar', unarchive: 'Desarquivar',
    delete: 'Apagar', cancel: 'Cancelar', settings: 'Configurações',
    deleteQuestion: 'Apagar esta conversa e as mensagens dela para todos?',
    filterBounty: 'Mostrar as conversas sobre', allBounties: 'Todas as recompensas', unreadOnly: 'Não lidas',
    noFilterMatch: 'Nenhuma conversa corresponde a estes filtros',
    conversationFailed: 'Algo deu errado.', reloadConversation: 'Recarregar a conversa',
    mute: 'Silenciar a conversa', unmute: 'Reativar o som', muted: 'Silenciada',
    mutePerson: 'Silenciar {name}', unmutePerson: 'Deixar de silenciar {name}',
  },
  settings: {
    title: 'Configurações', email: 'Enviar e-mail sobre mensagens enquanto eu estiver fora',
    device: 'Avisar neste dispositivo',
    loadFailed: 'Não foi possível carregar sua configuração de e-mail. Tente mais tarde.',
    saveFailed: 'Não foi possível salvar sua configuração de e-mail. Tente de novo.',
    bounced: 'Os e-mails para você voltaram; ative-os de novo.', resume: 'Ativar o e-mail de novo',
    denied: 'Seu navegador bloqueia as notificações deste site. Permita-as nas configurações do site no navegador e tente de novo.',
    unsupported: 'Este navegador não pode mostrar notificações.',
  },
};
export default words;
