/** Japanese: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    replyHintWithin: '通常{{count}}時間以内に返信', replyHintWithin_one: '通常1時間以内に返信', replyHintRarely: 'ほとんど返信しません',
    title: 'メッセージ', panelLabel: 'チャット', openChat: 'チャットを開く', openChatUnread: 'チャットを開く（未読 {{count}} 件）',
    back: '戻る', closeChat: 'チャットを閉じる', members: '{{count}} 人', members_one: '{{count}} 人',
    online: 'オンライン {{count}} 人', presenceOnline: 'オンライン', presenceActive: '{{time}}にアクティブ',
    connectionLost: '接続が切れました。再接続しています…',
  },
  list: {
    offBoardNotice: '支払いと連絡はこのサイト上で行ってください。サイトの外で支払わないでください。',
    reportMessage: '報告',
    firstContactSameText: 'このメッセージを多くの人に送っています。投稿者それぞれに、その案件について書いてください。',
    firstContactPerDay: '1日に始められる新しい会話の上限に達しました。明日もう一度試すか、既存の会話に書いてください。',
    searchMessages: 'メッセージ',
    searchingMessages: 'メッセージを検索中…',
    noMessageMatch: '検索に一致するメッセージはありません',
    searchFailed: 'メッセージを検索できませんでした',
    moreResults: 'さらに表示',
    searchInConversation: 'この会話を検索',
    closeSearch: '検索を閉じる',
    nothingYet: 'まだ何もありません…', deleted: 'このメッセージは削除されました…', photo: '写真', video: '動画',
    voice: 'ボイスメッセージ', attachment: '添付ファイル', poll: 'アンケート', you: 'あなた',
    channelList: '会話', empty: 'まだ会話はありません', emptyArchived: 'アーカイブした会話はありません',
    noMatch: '検索に一致する会話はありません', loadMore: 'さらに読み込む', error: '会話を読み込めませんでした',
    retry: '再試行', search: '会話を検索', archived: 'アーカイブ', backToChats: 'チャットに戻る',
    sent: '送信済み', read: '既読', unread: '未読', isNew: '新着', pinned: 'ピン留め', actionsFor: '操作:',
    pin: '自分用にピン留め', unpin: 'ピン留めを外す', hide: '非表示にする', archive: 'アーカイブする', unarchive: 'アーカイブから戻す',
    delete: '削除', cancel: 'キャンセル', settings: '設定',
    deleteQuestion: 'この会話とメッセージを全員の画面から削除しますか？',
    filterBounty: '表示する会話の案件', allBounties: 'すべての案件', unreadOnly: '未読',
    noFilterMatch: '条件に一致する会話はありません',
    conversationFailed: '問題が発生しました。', reloadConversation: '会話を再読み込み',
    mute: '会話をミュート', unmute: 'ミュートを解除', muted: 'ミュート中',
    mutePerson: '{name} をミュート', unmutePerson: '{name} のミュートを解除',
  },
  settings: {
    title: '設定', email: '不在中のメッセージをメールで知らせる',
    device: 'このデバイスで通知する',
    loadFailed: 'メール設定を読み込めませんでした。しばらくしてからもう一度お試しください。',
    saveFailed: 'メール設定を保存できませんでした。もう一度お試しください。',
    bounced: 'あなた宛てのメールが届きませんでした。もう一度オンにしてください。', resume: 'メールをもう一度オンにする',
    denied: 'ブラウザがこのサイトからの通知をブロックしています。ブラウザのサイト設定で許可してから、もう一度お試しください。',
    unsupported: 'このブラウザは通知を表示できません。',
  },
};
export default words;
