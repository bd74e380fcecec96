/** Japanese: the widget's own words. */
import type { WidgetWords } from '../wordTypes.js';

const words: WidgetWords = {
  shell: {
    title: 'メッセージ', panelLabel: 'チャット', openChat: 'チャットを開く', openChatUnread: 'チャットを開く（未読 {{count}} 件）',
    back: '戻る', closeChat: 'チャットを閉じる', members: '{{count}} 人', members_one: '{{count}} 人',
    online: 'オンライン {{count}} 人', presenceOnline: 'オンライン', presenceActive: '{{time}}にアクティブ',
    connectionLost: '接続が切れました。再接続しています…',
  },
  list: {
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
