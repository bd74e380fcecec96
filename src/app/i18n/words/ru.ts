/** Russian: the widget's own words (counts after a colon: one form reads right for every number). */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: 'Обычно отвечает в течение {{count}} ч', replyHintWithin_one: 'Обычно отвечает в течение часа', replyHintRarely: 'Отвечает редко',
    title: 'Сообщения', panelLabel: 'Чат', openChat: 'Открыть чат', openChatUnread: 'Открыть чат, непрочитанных: {{count}}',
    back: 'Назад', closeChat: 'Закрыть чат', members: 'Участники: {{count}}', members_one: 'Участники: {{count}}',
    online: 'В сети: {{count}}', presenceOnline: 'В сети', presenceActive: 'Был(а) в сети {{time}}',
    connectionLost: 'Нет соединения, переподключаемся…',
  },
  list: {
    offBoardNotice: 'Оплачивайте и общайтесь только на платформе. Никогда не платите вне её.',
    reportMessage: 'Пожаловаться',
    firstContactSameText: 'Вы отправили это сообщение многим людям. Пишите каждому заказчику о его задаче.',
    firstContactPerDay: 'Вы начали максимум новых диалогов за день. Попробуйте завтра или напишите в уже существующем диалоге.',
    searchMessages: 'Сообщения',
    searchingMessages: 'Поиск сообщений…',
    noMessageMatch: 'Нет сообщений по вашему запросу',
    searchFailed: 'Не удалось выполнить поиск по сообщениям',
    moreResults: 'Ещё результаты',
    searchInConversation: 'Искать в этом диалоге',
    closeSearch: 'Закрыть поиск',
    nothingYet: 'Пока ничего…', deleted: 'Сообщение удалено…', photo: 'Фото', video: 'Видео',
    voice: 'Голосовое сообщение', attachment: 'Вложение', poll: 'Опрос', you: 'Вы',
    channelList: 'Диалоги', empty: 'У вас пока нет диалогов', emptyArchived: 'В архиве нет диалогов',
    noMatch: 'По вашему запросу диалогов не найдено', loadMore: 'Загрузить ещё', error: 'Не удалось загрузить диалоги',
    retry: 'Повторить', search: 'Поиск по диалогам', archived: 'Архив', backToChats: 'Назад к чатам',
    sent: 'Отправлено', read: 'Прочитано', unread: 'не прочитано', isNew: 'Новый', pinned: 'Закреплён', actionsFor: 'Действия:',
    pin: 'Закрепить для себя', unpin: 'Открепить', hide: 'Скрыть', archive: 'В архив', unarchive: 'Вернуть из архива',
    delete: 'Удалить', cancel: 'Отмена', settings: 'Настройки',
    deleteQuestion: 'Удалить этот диалог и его сообщения для всех?',
    filterBounty: 'Показать диалоги по заданию', allBounties: 'Все задания', unreadOnly: 'Непрочитанные',
    noFilterMatch: 'Нет диалогов по этим фильтрам',
    conversationFailed: 'Что-то пошло не так.', reloadConversation: 'Перезагрузить диалог',
    mute: 'Отключить уведомления', unmute: 'Включить уведомления', muted: 'Без звука',
    mutePerson: 'Отключить уведомления от {name}', unmutePerson: 'Включить уведомления от {name}',
  },
  settings: {
    title: 'Настройки', email: 'Присылать письма о сообщениях, пока меня нет',
    device: 'Уведомлять на этом устройстве',
    loadFailed: 'Не удалось загрузить настройку писем. Попробуйте позже.',
    saveFailed: 'Не удалось сохранить настройку писем. Попробуйте ещё раз.',
    bounced: 'Письма до вас не доходят; включите их снова.', resume: 'Снова включить письма',
    denied: 'Браузер блокирует уведомления этого сайта. Разрешите их в настройках сайта в браузере и попробуйте снова.',
    unsupported: 'Этот браузер не умеет показывать уведомления.',
  },
};
export default words;
