/** Sizes and limits shared by the widget, its service client and the product service. Plain constants. */

/** Longest display name (a user's, a bounty's) in characters. */
export const NAME_MAX_CHARS = 100;

/** Longest message text the service reads in a request or quotes in an e-mail. */
export const MESSAGE_TEXT_MAX_CHARS = 10_000;

/** Longest channel label a send-message-email request may carry. */
export const CHANNEL_LABEL_MAX_CHARS = 200;

/** Longest text a report's reporter may add. */
export const REPORT_TEXT_MAX_CHARS = 500;

/** Reports one user may make in an hour. */
export const REPORTS_PER_HOUR = 10;

/** Longest archive reason. */
export const REASON_MAX_CHARS = 500;

/** Channels per page, in the widget's list and in the service's reads from the provider. */
export const CHANNEL_PAGE_SIZE = 30;

/** Pages of channels all-channels reads at most (so at most 300 channels). */
export const CHANNEL_MAX_PAGES = 10;

/** How old a message may be for send-message-email to e-mail it. */
export const EMAIL_MESSAGE_MAX_AGE_MS = 10 * 60_000;
