/**
 * The words of blocking and reporting, overridable one by one through the host's `texts` (init) under these keys.
 * `{name}` is the other person's name.
 */

/** Every text the block and report steps show. */
export interface SafetyTexts {
  blockPerson: string;
  blockConfirm: string;
  blockExplain: string;
  blockAction: string;
  blockFailed: string;
  unblock: string;
  unblockFailed: string;
  blockedPeople: string;
  blockedNone: string;
  blockedLoadFailed: string;
  reportMessage: string;
  reportPerson: string;
  reportWhy: string;
  reasonSpam: string;
  reasonScam: string;
  reasonHarassment: string;
  reasonOther: string;
  reportDetails: string;
  reportAlsoBlock: string;
  reportSend: string;
  reportThanks: string;
  reportFailed: string;
  reportTooMany: string;
  cancel: string;
  close: string;
}

/** English: the product's own wording. */
export const englishSafetyTexts: SafetyTexts = {
  blockPerson: 'Block {name}',
  blockConfirm: 'Block {name}?',
  blockExplain: "{name} will no longer be able to write to you, and you won't see your conversations with them. They are not told.",
  blockAction: 'Block',
  blockFailed: 'Blocking did not work. Try again.',
  unblock: 'Unblock',
  unblockFailed: 'Unblocking did not work. Try again.',
  blockedPeople: 'Blocked people',
  blockedNone: 'You have not blocked anyone.',
  blockedLoadFailed: 'Your blocked people could not be loaded. Try again later.',
  reportMessage: 'Report message',
  reportPerson: 'Report {name}',
  reportWhy: 'Why are you reporting this?',
  reasonSpam: 'Spam',
  reasonScam: 'Scam or payment outside the board',
  reasonHarassment: 'Harassment',
  reasonOther: 'Something else',
  reportDetails: 'Tell us more (up to 500 characters)',
  reportAlsoBlock: 'Also block {name}',
  reportSend: 'Report',
  reportThanks: "Thanks, the board's team will look at it",
  reportFailed: 'Your report could not be sent. Try again.',
  reportTooMany: 'You have sent many reports in the last hour. Try again later.',
  cancel: 'Cancel',
  close: 'Close',
};

/** `text` with `{name}` replaced. */
export function withName(text: string, name: string): string {
  return text.replace(/{name}/g, name);
}

/** The report reasons in the order the dialog offers them, with the key of each one's words. */
export const REPORT_REASON_TEXTS = [
  ['spam', 'reasonSpam'],
  ['scam', 'reasonScam'],
  ['harassment', 'reasonHarassment'],
  ['other', 'reasonOther'],
] as const;

/** Why the report cannot be sent yet, or null: "something else" needs words, at most 500 characters. */
export function reportBlocker(reason: string | null, details: string): 'no-reason' | 'no-details' | 'too-long' | null {
  if (reason === null) return 'no-reason';
  if (details.length > 500) return 'too-long';
  if (reason === 'other' && details.trim() === '') return 'no-details';
  return null;
}
