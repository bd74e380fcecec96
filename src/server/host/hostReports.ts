import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { readJsonBody } from '../http/readJsonBody';
import type { ChatProvider } from '../provider/chatProvider';
import { dropQueuedMessage } from '../safety/dropQueuedMessage';
import { findReport, listReports, recordReportAction } from '../safety/reports';
import type { ReportDeps, ReportStatus, StoredReport } from '../safety/reports';

/** What the board's review of reports uses. */
export interface HostReportDeps {
  reports: ReportDeps;
  stream: Pick<ChatProvider, 'banUser' | 'unbanUser' | 'hardDeleteMessage'>;
}

const STATUSES: ReadonlySet<string> = new Set(['open', 'dismissed', 'actioned', 'all']);

/** The body of POST reports/{id}: the action and who at the board takes it. */
export const reportActionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('dismiss'), actor: z.string().min(1).max(200) }),
  z.object({ action: z.literal('delete-message'), actor: z.string().min(1).max(200) }),
  z.object({
    action: z.literal('ban'),
    actor: z.string().min(1).max(200),
    shadow: z.boolean().optional(),
    timeoutMinutes: z.number().int().min(1).max(525_600).optional(),
  }),
  z.object({ action: z.literal('unban'), actor: z.string().min(1).max(200) }),
], { error: 'action must be "dismiss", "delete-message", "ban" or "unban", with an actor' });

/** GET reports?status=open|dismissed|actioned|all (default open): the reports, oldest first. */
export async function listHostReports(req: IncomingMessage, deps: HostReportDeps): Promise<{ reports: StoredReport[] }> {
  const status = new URL(req.url ?? '/', 'http://service').searchParams.get('status') ?? 'open';
  if (!STATUSES.has(status)) throw new ApiError('invalid_body', 'status must be open, dismissed, actioned or all');
  return { reports: await listReports(deps.reports.db, status === 'all' ? null : status as ReportStatus) };
}

/**
 * POST reports/{id}: the board acts on a report. The provider first (ban, unban, hard delete); only when it
 * succeeded is the action recorded with its actor and time, so a failure leaves the report as it was.
 */
export async function actOnHostReport(req: IncomingMessage, id: string, deps: HostReportDeps): Promise<StoredReport> {
  const body = parseBody(reportActionRequest, await readJsonBody(req));
  const report = await findReport(deps.reports.db, id);
  if (!report) throw new ApiError('not_found', 'no report with this id');
  let detail: string | null = null;
  let status: ReportStatus = 'actioned';
  switch (body.action) {
    case 'dismiss':
      status = 'dismissed';
      break;
    case 'delete-message': {
      if (report.messageId === null) throw new ApiError('invalid_body', 'this report is about a person, not a message: there is no message to delete');
      await deps.stream.hardDeleteMessage(report.messageId);
      const dropped = await dropQueuedMessage(deps.reports.db, report.messageId);
      detail = JSON.stringify({ messageId: report.messageId, emailsDropped: dropped });
      break;
    }
    case 'ban':
      await deps.stream.banUser(report.reportedUserId, {
        ...(body.shadow === true ? { shadow: true } : {}),
        ...(body.timeoutMinutes !== undefined ? { timeoutMinutes: body.timeoutMinutes } : {}),
        reason: report.reason,
      });
      detail = JSON.stringify({ userId: report.reportedUserId, shadow: body.shadow === true, timeoutMinutes: body.timeoutMinutes ?? null });
      break;
    case 'unban':
      await deps.stream.unbanUser(report.reportedUserId);
      detail = JSON.stringify({ userId: report.reportedUserId });
      break;
  }
  await recordReportAction(deps.reports.db, id, status, { action: body.action, actor: body.actor, detail }, deps.reports.clock.now());
  const updated = await findReport(deps.reports.db, id);
  if (!updated) throw new ApiError('conflict', 'the report was removed while acting on it');
  return updated;
}
