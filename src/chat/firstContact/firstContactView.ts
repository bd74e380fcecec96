/**
 * How the widget shows the service's guard on first contact. The service marks a stranger's messages (custom fields
 * `first_contact`, `off_board`, set in its before-send hook, never by the sender) and refuses a first message with
 * one of its texts; the widget only reads them.
 */

/** The guard's words, by `texts` key; the service refuses with the English of the two `firstContact…` keys. */
export interface FirstContactTexts {
  /** Above a stranger's message that mentions paying or talking outside the board (the recipient's view). */
  offBoardNotice: string;
  /** The button beside that notice. */
  reportMessage: string;
  /** Under a first message refused because the same text went to too many people. */
  firstContactSameText: string;
  /** Under a first message refused because the sender started too many conversations today. */
  firstContactPerDay: string;
}

/** English, word for word the product's (the refusals are the service's texts). */
export const englishFirstContactTexts: FirstContactTexts = {
  offBoardNotice: 'Keep payment and contact on the board. Never pay outside it.',
  reportMessage: 'Report',
  firstContactSameText: 'You have sent this message to many people. Write to each poster about their bounty.',
  firstContactPerDay: 'You have started the most new conversations allowed in a day. Try again tomorrow, or write in a conversation you already have.',
};

/** What the guard changes in a message's look: its text without live links, and the off-board notice. */
export interface GuardView {
  plainText: boolean;
  notice: boolean;
}

/** The view of `message` for its reader: the notice is for the recipient only, never the stranger who wrote it. */
export function guardView(message: object | undefined, mine: boolean): GuardView {
  const fields = (message ?? {}) as { first_contact?: unknown; off_board?: unknown; type?: unknown };
  const plainText = fields.first_contact === true && fields.type !== 'error';
  return { plainText, notice: plainText && !mine && fields.off_board === true };
}

/** The `texts` key of the guard's refusal of a bounced message, or null when another rule bounced it (or none did). */
export function guardRefusal(message: object | undefined): 'firstContactSameText' | 'firstContactPerDay' | null {
  const said = (message as { moderation_details?: { error_msg?: unknown } | null } | undefined)?.moderation_details?.error_msg;
  if (said === englishFirstContactTexts.firstContactSameText) return 'firstContactSameText';
  if (said === englishFirstContactTexts.firstContactPerDay) return 'firstContactPerDay';
  return null;
}
