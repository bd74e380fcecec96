import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { SqlDatabase } from '../store/sqlDatabase';

/** Why a report was made: the widget's four choices (the guard opens `spam`). */
export const REPORT_REASONS = ['spam', 'scam', 'harassment', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Who made a report: a user id, or `system` for a report the service opened itself (the first-contact guard). */
export type Reporter = string;
export const SYSTEM_REPORTER = 'system';

/** What opening a report needs; the reporter's rights to the message are checked before (routes/safety.ts). */
export interface ReportInput {
  reporterId: Reporter;
  reportedUserId: string;
  messageId?: string;
  /** The message's text as the provider stored it when reported (kept: delete-message removes it there). */
  messageText?: string;
  channelId: string;
  bountyId?: string;
  reason: ReportReason;
  /** The reporter's own words (reason `other`), at most 500 characters. */
  text?: string;
}

export type ReportStatus = 'open' | 'dismissed' | 'actioned';

/** One report as the host API lists it. */
export interface StoredReport {
  id: string;
  reporterId: Reporter;
  reportedUserId: string;
  messageId: string | null;
  messageText: string | null;
  channelId: string;
  bountyId: string | null;
  reason: ReportReason;
  text: string | null;
  status: ReportStatus;
  createdAt: string;
  actions: ReportAction[];
}

/** What the board did about a report, by whom (the host's `actor`) and when. */
export interface ReportAction {
  action: string;
  actor: string;
  detail: string | null;
  at: string;
}

/** What the report store needs. */
export interface ReportDeps {
  db: SqlDatabase;
  clock: Clock;
  /** Told of every new report once it is stored (the host's `report.created` event hooks in here). */
  onReportCreated?(report: StoredReport): void;
}

/**
 * Records a new open report and answers it. THE one place a report is created: the widget's report route and
 * the first-contact guard both come through here, so the host's `report.created` event is emitted here.
 */
export async function openReport(deps: ReportDeps, input: ReportInput): Promise<StoredReport> {
  const id = `rep_${randomUUID()}`;
  const now = deps.clock.now();
  await deps.db.run(
    `INSERT INTO reports (report_id, reporter_id, reported_user_id, message_id, message_text, channel_id, bounty_id, reason, reason_text, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)`,
    [id, input.reporterId, input.reportedUserId, input.messageId ?? null, input.messageText ?? null, input.channelId, input.bountyId ?? null, input.reason, input.text ?? null, now],
  );
  const report: StoredReport = {
    id,
    reporterId: input.reporterId,
    reportedUserId: input.reportedUserId,
    messageId: input.messageId ?? null,
    messageText: input.messageText ?? null,
    channelId: input.channelId,
    bountyId: input.bountyId ?? null,
    reason: input.reason,
    text: input.text ?? null,
    status: 'open',
    createdAt: new Date(now).toISOString(),
    actions: [],
  };
  // The host's report.created event (startServer wires it to the event recorder).
  deps.onReportCreated?.(report);
  return report;
}

/** How many reports `reporterId` made since `sinceMs` (the hourly report limit). */
export async function reportsSince(db: SqlDatabase, reporterId: Reporter, sinceMs: number): Promise<number> {
  const [row] = await db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM reports WHERE reporter_id = ? AND created_at >= ?', [reporterId, sinceMs]);
  return Number(row?.n ?? 0);
}

interface ReportRow {
  report_id: string;
  reporter_id: string;
  reported_user_id: string;
  message_id: string | null;
  message_text: string | null;
  channel_id: string;
  bounty_id: string | null;
  reason: string;
  reason_text: string | null;
  status: string;
  created_at: number | string;
}

interface ActionRow {
  report_id: string;
  action: string;
  actor: string;
  detail: string | null;
  acted_at: number | string;
}

/** Reports with the given status (all when null), oldest first, each with its actions. */
export async function listReports(db: SqlDatabase, status: ReportStatus | null, limit = 200): Promise<StoredReport[]> {
  const rows = status === null
    ? await db.query<ReportRow>('SELECT * FROM reports ORDER BY created_at, report_id LIMIT ?', [limit])
    : await db.query<ReportRow>('SELECT * FROM reports WHERE status = ? ORDER BY created_at, report_id LIMIT ?', [status, limit]);
  return Promise.all(rows.map((row) => withActions(db, row)));
}

/** One report with its actions, or null. */
export async function findReport(db: SqlDatabase, id: string): Promise<StoredReport | null> {
  const [row] = await db.query<ReportRow>('SELECT * FROM reports WHERE report_id = ?', [id]);
  return row ? withActions(db, row) : null;
}

/** Records what the board did and sets the report's new status, in one transaction. */
export async function recordReportAction(db: SqlDatabase, id: string, status: ReportStatus, action: Omit<ReportAction, 'at'>, atMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run('UPDATE reports SET status = ? WHERE report_id = ?', [status, id]);
    await tx.run('INSERT INTO report_actions (report_id, action, actor, detail, acted_at) VALUES (?, ?, ?, ?, ?)', [id, action.action, action.actor, action.detail, atMs]);
  });
}

async function withActions(db: SqlDatabase, row: ReportRow): Promise<StoredReport> {
  const actions = await db.query<ActionRow>('SELECT * FROM report_actions WHERE report_id = ? ORDER BY acted_at', [row.report_id]);
  return {
    id: row.report_id,
    reporterId: row.reporter_id,
    reportedUserId: row.reported_user_id,
    messageId: row.message_id,
    messageText: row.message_text,
    channelId: row.channel_id,
    bountyId: row.bounty_id,
    reason: row.reason as ReportReason,
    text: row.reason_text,
    status: row.status as ReportStatus,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    actions: actions.map((a) => ({ action: a.action, actor: a.actor, detail: a.detail, at: new Date(Number(a.acted_at)).toISOString() })),
  };
}
