import type { SuspectedSpam } from '../firstContact/firstContactGuard';
import { SYSTEM_REPORTER, openReport } from './reports';
import type { ReportDeps } from './reports';

/**
 * The first-contact guard's report for the board: when it holds a sender for sending one text to too many people,
 * a report is opened in the service's name (`system`), with the refused text as the evidence (it never reached
 * the provider, so a moderator could not read it anywhere else).
 */
export function reportHeldSender(deps: ReportDeps): (held: SuspectedSpam) => Promise<void> {
  return async (held) => {
    await openReport(deps, {
      reporterId: SYSTEM_REPORTER,
      reportedUserId: held.userId,
      channelId: held.channelId,
      bountyId: held.bountyId,
      messageText: held.text,
      reason: 'spam',
      text: `The same first message went to ${held.recipients.length} people within an hour; the sender is held for an hour.`,
    });
  };
}
