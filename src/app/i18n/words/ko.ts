/** Korean: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: '보통 {{count}}시간 이내에 답장', replyHintWithin_one: '보통 1시간 이내에 답장', replyHintRarely: '거의 답장하지 않음',
    title: '메시지', panelLabel: '채팅', openChat: '채팅 열기', openChatUnread: '채팅 열기, 읽지 않음 {{count}}개',
    back: '뒤로', closeChat: '채팅 닫기', members: '{{count}}명', members_one: '{{count}}명',
    online: '{{count}}명 온라인', presenceOnline: '온라인', presenceActive: '{{time}} 활동',
    connectionLost: '연결이 끊겼습니다. 다시 연결하는 중…',
  },
  list: {
    offBoardNotice: '결제와 연락은 이 플랫폼 안에서 하세요. 절대 밖에서 결제하지 마세요.',
    reportMessage: '신고',
    firstContactSameText: '이 메시지를 많은 사람에게 보냈습니다. 각 게시자에게 그 사람의 작업에 대해 작성하세요.',
    firstContactPerDay: '하루에 시작할 수 있는 새 대화 수에 도달했습니다. 내일 다시 시도하거나 기존 대화에 작성하세요.',
    searchMessages: '메시지',
    searchingMessages: '메시지 검색 중…',
    noMessageMatch: '검색과 일치하는 메시지가 없습니다',
    searchFailed: '메시지를 검색할 수 없습니다',
    moreResults: '결과 더 보기',
    searchInConversation: '이 대화에서 검색',
    closeSearch: '검색 닫기',
    nothingYet: '아직 아무것도 없습니다…', deleted: '삭제된 메시지입니다…', photo: '사진', video: '동영상',
    voice: '음성 메시지', attachment: '첨부 파일', poll: '투표', you: '나',
    channelList: '대화', empty: '아직 대화가 없습니다', emptyArchived: '보관된 대화가 없습니다',
    noMatch: '검색과 일치하는 대화가 없습니다', loadMore: '더 불러오기', error: '대화를 불러올 수 없습니다',
    retry: '다시 시도', search: '대화 검색', archived: '보관됨', backToChats: '채팅으로 돌아가기',
    sent: '보냄', read: '읽음', unread: '읽지 않음', isNew: '신규', pinned: '고정됨', actionsFor: '작업:',
    pin: '나만 고정', unpin: '고정 해제', hide: '숨기기', archive: '보관', unarchive: '보관 해제',
    delete: '삭제', cancel: '취소', settings: '설정',
    deleteQuestion: '모든 사람에게서 이 대화와 메시지를 삭제할까요?',
    filterBounty: '표시할 대화의 바운티', allBounties: '모든 바운티', unreadOnly: '읽지 않음',
    noFilterMatch: '이 필터와 일치하는 대화가 없습니다',
    conversationFailed: '문제가 발생했습니다.', reloadConversation: '대화 다시 불러오기',
    mute: '대화 알림 끄기', unmute: '알림 켜기', muted: '알림 꺼짐',
    mutePerson: '{name} 알림 끄기', unmutePerson: '{name} 알림 켜기',
  },
  settings: {
    title: '설정', email: '자리를 비운 동안 받은 메시지를 이메일로 알림',
    device: '이 기기에서 알림 받기',
    loadFailed: '이메일 설정을 불러올 수 없습니다. 나중에 다시 시도하세요.',
    saveFailed: '이메일 설정을 저장할 수 없습니다. 다시 시도하세요.',
    bounced: '이메일이 반송되었습니다. 다시 켜 주세요.', resume: '이메일 다시 켜기',
    denied: '브라우저가 이 사이트의 알림을 차단하고 있습니다. 브라우저의 사이트 설정에서 허용한 다음 다시 시도하세요.',
    unsupported: '이 브라우저는 알림을 표시할 수 없습니다.',
  },
};
export default words;
