import type { ModerationDetailsResponse } from 'stream-chat';
import type { ChannelRecord, CustomData, MemberRecord } from '../store/records.js';

/** A message about to be stored, as the checks see it. */
export type OutgoingMessage = {
  channel: ChannelRecord;
  /** Undefined when the server sends as a user who is not a member (system messages). */
  member: MemberRecord | undefined;
  senderId: string;
  /** The message's id (the client's own, or a new one): a resend keeps it. */
  messageId: string;
  text: string;
  fields: CustomData;
  viaServer: boolean;
};

/** What a check decides: go on (undefined) or bounce the message back to its sender only. */
export type SendVerdict = undefined | { bounce: ModerationDetailsResponse };

/**
 * A check run before a message is stored (slow mode, frozen, blocklist …). Throw a StreamError to refuse
 * with an error, return `{ bounce }` to answer the sender with a `type: "error"` message stored for nobody.
 */
export type SendHook = (message: OutgoingMessage) => SendVerdict;

/** The checks of one instance, in order; feature files push theirs at registration. */
export class SendHooks {
  private readonly hooks: SendHook[] = [];

  add(hook: SendHook): void {
    this.hooks.push(hook);
  }

  /** Runs every check; the first bounce wins. */
  run(message: OutgoingMessage): SendVerdict {
    for (const hook of this.hooks) {
      const verdict = hook(message);
      if (verdict) return verdict;
    }
    return undefined;
  }
}
