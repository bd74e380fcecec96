/**
 * On the sender's own message, when the service hid something in it (its `contact_hidden` field), the words that the
 * other side sees less: the provider keeps one text per message, so her copy is the masked one too, and the notice
 * tells her why it reads so.
 */
import { CONTACT_HIDDEN_FIELD } from '../../../../contract/ids.js';

/** The notice, by the policy that hid something. */
export const HIDDEN_NOTICES = {
  'mask-until-awarded': 'Hidden for the other side until the bounty is awarded',
  mask: 'Hidden for the other side in this conversation',
} as const;

/** The notice for `message`, or null when nothing in it was hidden. */
export function hiddenNotice(message: object | undefined): string | null {
  const policy = (message as Record<string, unknown> | undefined)?.[CONTACT_HIDDEN_FIELD];
  return policy === 'mask' || policy === 'mask-until-awarded' ? HIDDEN_NOTICES[policy] : null;
}

/** The notice as a line under the sender's own message's time, or nothing. */
export function HiddenNotice({ message, mine }: { message: object | undefined; mine: boolean }) {
  const notice = mine ? hiddenNotice(message) : null;
  if (!notice) return null;
  return (
    <span className="bc-hidden-notice" data-testid="hidden-notice" style={{ display: 'block', fontSize: 12, opacity: 0.75 }}>
      {notice}
    </span>
  );
}
