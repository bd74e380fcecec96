import type { Migration } from './migration';

/** The SQLite schema, step by step. Times are milliseconds since the epoch. */
export const sqliteMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'users, e-mail digests and items, private-chat notices, rate-limit hits',
    // Stores made before versioned migrations (never released; the demo's folder) had a per-channel queue
    // under these names: it is replaced, and the user directory, of the same shape, is kept.
    sql: `
DROP TABLE IF EXISTS email_items;
DROP TABLE IF EXISTS email_batches;
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  image TEXT,
  role TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE email_digests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient_id TEXT NOT NULL,
  recipient_email TEXT NOT NULL,
  recipient_name TEXT NOT NULL,
  is_open INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  lease_owner TEXT,
  lease_until INTEGER,
  sent_at INTEGER,
  dead_at INTEGER
);
CREATE UNIQUE INDEX email_digests_one_open ON email_digests (recipient_id) WHERE is_open = 1;
CREATE INDEX email_digests_pending ON email_digests (next_attempt_at) WHERE sent_at IS NULL AND dead_at IS NULL;
CREATE INDEX email_digests_recipient_due ON email_digests (recipient_id, due_at);
CREATE TABLE email_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  digest_id INTEGER NOT NULL REFERENCES email_digests (id) ON DELETE CASCADE,
  recipient_id TEXT NOT NULL,
  message_id TEXT,
  kind TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  channel_title TEXT NOT NULL,
  is_dm INTEGER NOT NULL,
  sender_id TEXT NOT NULL,
  sender_name TEXT NOT NULL,
  text TEXT,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX email_items_message ON email_items (recipient_id, message_id);
CREATE INDEX email_items_digest ON email_items (digest_id);
CREATE TABLE email_notices (
  sender_id TEXT NOT NULL,
  recipient_id TEXT NOT NULL,
  notified_at INTEGER NOT NULL,
  PRIMARY KEY (sender_id, recipient_id)
);
CREATE TABLE rate_limit_hits (
  user_id TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX rate_limit_hits_user ON rate_limit_hits (user_id, at);
`,
  },
  {
    version: 3,
    name: 'DM registry (pair and bounty to channel id) and service settings',
    // A DM's id is read from here once made, so changing a secret never splits a conversation; the pair is
    // stored sorted. Settings hold values generated once and shared by every instance (first writer wins).
    sql: `
CREATE TABLE dm_channels (
  user_a TEXT NOT NULL,
  user_b TEXT NOT NULL,
  bounty_id TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_a, user_b, bounty_id)
);
CREATE TABLE service_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`,
  },
  {
    version: 4,
    name: 'provider webhook calls (dedupe and work), per-sender e-mail request counts',
    // A webhook call is recorded once by its X-Webhook-Id (a retry finds it) and handled after the answer, by
    // whichever instance leases it. e-mail requests are counted per sender and recipient for their quota.
    sql: `
CREATE TABLE webhook_calls (
  webhook_id TEXT PRIMARY KEY,
  event_type TEXT NOT NULL,
  message_id TEXT,
  received_at INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error TEXT,
  lease_owner TEXT,
  lease_until INTEGER,
  handled_at INTEGER,
  dead_at INTEGER
);
CREATE INDEX webhook_calls_pending ON webhook_calls (next_attempt_at) WHERE handled_at IS NULL AND dead_at IS NULL;
CREATE INDEX webhook_calls_received ON webhook_calls (received_at);
CREATE TABLE email_request_hits (
  sender_id TEXT NOT NULL,
  recipient_id TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX email_request_hits_pair ON email_request_hits (sender_id, recipient_id, at);
`,
  },
  {
    version: 5,
    name: 'users: e-mail notifications preference',
    sql: `ALTER TABLE users ADD COLUMN email_notifications TEXT NOT NULL DEFAULT 'all';`,
  },
  {
    version: 7,
    name: 'users: the hash of the claims last stored, so an unchanged user costs no write',
    sql: `
ALTER TABLE users ADD COLUMN claims_hash TEXT;
`,
  },
  {
    version: 8,
    name: 'replies by e-mail: reply handles, answers to refused replies, bouncing addresses',
    sql: `
CREATE TABLE reply_handles (
  handle TEXT PRIMARY KEY,
  recipient_id TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX reply_handles_recipient ON reply_handles (recipient_id, channel_id, expires_at);
CREATE TABLE reply_answers (
  sender TEXT PRIMARY KEY,
  answered_at INTEGER NOT NULL
);
ALTER TABLE users ADD COLUMN email_bouncing INTEGER NOT NULL DEFAULT 0;
`,
  },
  {
    version: 9,
    name: 'bounty tickets: the newest iat accepted per bounty',
    sql: `
CREATE TABLE bounty_ticket_iats (
  bounty_id TEXT PRIMARY KEY,
  iat INTEGER NOT NULL
);
`,
  },
  {
    version: 10,
    name: 'bounties: the facts the host gives about each bounty, and its status (compare-and-set across instances)',
    sql: `
CREATE TABLE bounties (
  bounty_id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  url TEXT,
  reward TEXT,
  status TEXT NOT NULL DEFAULT 'open',
  awarded_to TEXT,
  contact_policy TEXT,
  updated_at INTEGER NOT NULL
);
`,
  },
  {
    version: 11,
    name: 'webhook calls by message: the catch-up asks which messages a call was recorded for',
    sql: `
CREATE INDEX webhook_calls_message ON webhook_calls (message_id);
`,
  },
  {
    version: 12,
    name: 'ticket ledger: the last host API change per bounty; award notices by awardee; DM registry by either user',
    // host_at: when the host API last set the bounty (ms); a ticket minted at or before it changes none of its
    // facts. award_notices: the "Awarded to <name>" system messages, so an erasure can rename them. The index on
    // user_b lets an erasure find a user's DMs from either side of the pair (user_a is the key's first column).
    sql: `
ALTER TABLE bounty_ticket_iats ADD COLUMN host_at INTEGER;
CREATE TABLE award_notices (
  message_id TEXT PRIMARY KEY,
  channel_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  posted_at INTEGER NOT NULL
);
CREATE INDEX award_notices_user ON award_notices (user_id);
CREATE INDEX dm_channels_user_b ON dm_channels (user_b);
CREATE INDEX bounties_awarded_to ON bounties (awarded_to);
`,
  },
  {
    version: 13,
    name: 'safety: blocks between users, reports for the board and the actions taken on them',
    // blocks mirror the provider's (the service refuses new DMs and e-mails between the two from its own copy);
    // reports keep the message text as it stood when reported, since delete-message removes it at the provider.
    sql: `
CREATE TABLE user_blocks (
  blocker_id TEXT NOT NULL,
  blocked_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX user_blocks_blocked ON user_blocks (blocked_id);
CREATE TABLE reports (
  report_id TEXT PRIMARY KEY,
  reporter_id TEXT NOT NULL,
  reported_user_id TEXT NOT NULL,
  message_id TEXT,
  message_text TEXT,
  channel_id TEXT NOT NULL,
  bounty_id TEXT,
  reason TEXT NOT NULL,
  reason_text TEXT,
  status TEXT NOT NULL DEFAULT 'open',
  created_at INTEGER NOT NULL
);
CREATE INDEX reports_status ON reports (status, created_at);
CREATE INDEX reports_reporter ON reports (reporter_id, created_at);
CREATE TABLE report_actions (
  report_id TEXT NOT NULL,
  action TEXT NOT NULL,
  actor TEXT NOT NULL,
  detail TEXT,
  acted_at INTEGER NOT NULL
);
CREATE INDEX report_actions_report ON report_actions (report_id);
`,
  },
  {
    version: 14,
    name: 'first-contact guard: first messages of strangers (fingerprints, no text), holds, who wrote in each DM; per-bounty setting',
    // first_contacts: a stranger's delivered first messages of the last day (swept after), for the same-text and
    // per-day limits; first_contact_holds: senders held after the same text went to too many people; dm_writers:
    // who has written in a DM, so a stranger is one until the other member answers. dm_channels by channel id: the
    // hook finds a DM's pair from its id.
    sql: `
CREATE TABLE first_contacts (
  message_id TEXT PRIMARY KEY,
  channel_id TEXT NOT NULL,
  sender_id TEXT NOT NULL,
  recipient_id TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX first_contacts_sender ON first_contacts (sender_id, sent_at);
CREATE TABLE first_contact_holds (
  sender_id TEXT PRIMARY KEY,
  until_at INTEGER NOT NULL
);
CREATE TABLE dm_writers (
  channel_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  first_at INTEGER NOT NULL,
  PRIMARY KEY (channel_id, user_id)
);
CREATE INDEX dm_channels_channel ON dm_channels (channel_id);
ALTER TABLE bounties ADD COLUMN first_contact_guard TEXT;
`,
  },
  {
    version: 15,
    name: 'time styles: the zone and language a user reads e-mail times in; the bounty of each e-mail item',
    // from_host: 1 when the host API set them (the widget's browser default never overwrites the host's).
    sql: `
CREATE TABLE user_time_styles (
  user_id TEXT PRIMARY KEY,
  time_zone TEXT,
  locale TEXT,
  from_host INTEGER NOT NULL DEFAULT 0
);
ALTER TABLE email_items ADD COLUMN bounty_id TEXT;
`,
  },
  {
    version: 16,
    name: 'host events: the outbox of signed events to the host, and the DM facts response figures come from',
    // host_events: the outbox of signed events to the host (docs/events.md): recorded first, delivered by a worker
    // under a lease, per conversation in `seq` order; `dedupe_key` makes the same fact (a message's message.sent)
    // one event whatever path records it again. dm_conversations: each DM's first message and first reply, the
    // facts the response figures are computed from (no provider call per request).
    sql: `
CREATE TABLE host_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  conversation TEXT NOT NULL,
  dedupe_key TEXT UNIQUE,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  delivered_at INTEGER,
  dead_at INTEGER,
  lease_owner TEXT,
  lease_until INTEGER,
  last_error TEXT
);
CREATE INDEX host_events_waiting ON host_events (next_attempt_at) WHERE delivered_at IS NULL AND dead_at IS NULL;
CREATE INDEX host_events_conversation ON host_events (conversation, seq) WHERE delivered_at IS NULL AND dead_at IS NULL;
CREATE INDEX host_events_created ON host_events (created_at);
CREATE TABLE dm_conversations (
  channel_id TEXT PRIMARY KEY,
  bounty_id TEXT NOT NULL,
  starter_id TEXT NOT NULL,
  recipient_id TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  first_reply_at INTEGER
);
CREATE INDEX dm_conversations_recipient ON dm_conversations (recipient_id, started_at);
CREATE INDEX dm_conversations_bounty ON dm_conversations (bounty_id);
`,
  },
  {
    version: 17,
    name: 'seen conversations: when each user first opened each conversation (the list\'s "New" mark, on every device)',
    sql: `
CREATE TABLE channel_seen (
  user_id TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  seen_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, channel_id)
);
`,
  },
  {
    version: 18,
    name: 'host events in the order they happened: occurred_at, and the indexes the claim and the listing read',
    // occurred_at: when the event happened (a message event's is the provider's created_at of the message), the
    // order a conversation's events are delivered in (events recorded before this migration take their recording time).
    // The claim finds each conversation's head by (occurred_at, seq); the listing pages by (created_at, seq).
    sql: `
ALTER TABLE host_events ADD COLUMN occurred_at INTEGER NOT NULL DEFAULT 0;
UPDATE host_events SET occurred_at = created_at;
DROP INDEX host_events_conversation;
CREATE INDEX host_events_conversation ON host_events (conversation, occurred_at, seq) WHERE delivered_at IS NULL AND dead_at IS NULL;
DROP INDEX host_events_created;
CREATE INDEX host_events_created ON host_events (created_at, seq);
`,
  },
];
