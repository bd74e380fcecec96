/**
 * The open conversation's own words and their English (the product's wording): the bounty card, the composer's
 * warnings and send blocker, the empty conversation, the microphone prompt, an own message's status, and the
 * words of a desktop notification and of an arrival by the launcher. Each is a `texts` key a host may override.
 */

/** The texts the conversation, its notifications and its arrivals show. */
export interface ConversationTexts {
  /** The bounty card's status badge. */
  bountyOpen: string;
  bountyClosed: string;
  bountyAwarded: string;
  /** The composer's warning when the draft holds a phone number or an e-mail address, by the contact policy. */
  contactHiddenUntilAward: string;
  contactHidden: string;
  /** The same for links to other sites, followed by ": " and the links ("github.com/…"). */
  linksHiddenUntilAward: string;
  linksHidden: string;
  /** After the third link named: how many more (`{{count}}`). */
  linksMore: string;
  /** On the sender's own message where the service hid something, by the contact policy. */
  hiddenUntilAward: string;
  hidden: string;
  /** A send refused because the member may not send links here. */
  linksRefused: string;
  /**
   * In place of the composer: a read-only conversation, a thread of one, a DM whose other person blocked her (said
   * no more than this), and a member the board banned. The last two still pass the kit's translator, so a host's
   * `texts` under their English wording apply too.
   */
  readOnly: string;
  readOnlyThread: string;
  readOnlyBlocked: string;
  banned: string;
  /** Why the send button is disabled. `{{max}}` is the most attachments a message may carry. */
  uploadsPending: string;
  tooManyAttachments: string;
  /** A conversation without messages. */
  emptyConversation: string;
  /** The browser denied the microphone for a voice message. */
  microphoneDenied: string;
  /** Under an own message: sending, refused for good, refused as not allowed, failed (a click resends). */
  statusSending: string;
  statusUnsent: string;
  statusUnauthorized: string;
  statusRetryable: string;
  /** A notification's (and an arrival's) title for a mention in a channel: `{{name}}` in `{{channel}}`. */
  noticeMention: string;
  /** Its body for a message without text. */
  noticeAttachment: string;
  /** The sender's name when the provider gave none. */
  noticeSomeone: string;
}

/**
 * English of the words the message view shows itself (the product's wording). The other words' English sits with
 * the rule or part that says them, so each stays in the chunk that loads with it: the bounty card's (bounty/),
 * the composer's warning (bounty/contactWarning.ts), the composer's refusals (composer/composerWords.ts), the
 * status under a message (message/messageStatus.ts), a notification's (desktopNotice.ts); allConversationWords.ts
 * puts them together for the build's list of keys and the tests.
 */
export const englishViewTexts = {
  hiddenUntilAward: 'Hidden for the other side until the bounty is awarded',
  hidden: 'Hidden for the other side in this conversation',
  readOnly: "You can't send messages in this conversation",
  readOnlyThread: "You can't send thread replies in this conversation",
  readOnlyBlocked: "You can't send messages in this conversation",
  banned: "You were blocked by the board's team",
  emptyConversation: 'No chats here yet…',
  microphoneDenied: 'Please grant permission to use microphone',
} satisfies Partial<ConversationTexts>;

/** `template` with each `{{key}}` replaced by its value (a value is inserted as is, never read again). */
export function fillTexts(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
