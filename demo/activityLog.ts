/**
 * The job board's receiver of the chat's signed events and the log its activity page shows. The signature is
 * checked with docs/examples/bounty-chat-events.mjs itself, the file a host copies, so the demo proves the
 * documented check (replay window included) rather than a second copy of it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyBountyChatEvent } from '../docs/examples/bounty-chat-events.mjs';
import { demoBounties, demoUsers } from './bounties.js';

/** One line of the activity page: what happened, when, who, about which bounty. */
export interface ActivityEntry {
  id: string;
  type: string;
  createdAt: string;
  who: string;
  bounty: string | null;
}

/** The receiver and what it has taken in. */
export interface ActivityLog {
  /** POST /demo/events: 401 for a bad or old signature, 400 for a body that is no event, else 200. */
  receive(request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** Newest first. */
  entries(): ActivityEntry[];
}

/** The most a demo keeps in memory; a real board would store events in its own database. */
const KEPT = 500;
/** An event is a few hundred bytes; anything far larger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

/** A receiver checking `BountyChat-Signature` under `secret`. */
export function createActivityLog(secret: string): ActivityLog {
  const log: ActivityEntry[] = [];
  // At least once: a retried event keeps its id, and the board shows it once.
  const seen = new Set<string>();
  return {
    async receive(request, response) {
      const raw = await readRaw(request);
      const header = request.headers['bountychat-signature'];
      if (raw === null) return answer(response, 413, 'body too large');
      if (!verifyBountyChatEvent(secret, raw, Array.isArray(header) ? header[0] : header)) {
        return answer(response, 401, 'bad or expired BountyChat-Signature');
      }
      const event = parseEvent(raw);
      if (event === null) return answer(response, 400, 'not an event');
      if (!seen.has(event.id)) {
        seen.add(event.id);
        log.unshift(describeEvent(event));
        if (log.length > KEPT) seen.delete(log.pop()!.id);
      }
      answer(response, 200, 'ok');
    },
    entries: () => [...log],
  };
}

/** An event as it arrives: only what the page reads is relied on. */
interface ReceivedEvent { id: string; type: string; createdAt: string; data: Record<string, unknown> }

function parseEvent(raw: Buffer): ReceivedEvent | null {
  try {
    const value = JSON.parse(raw.toString('utf8')) as Partial<ReceivedEvent>;
    if (typeof value.id !== 'string' || typeof value.type !== 'string' || typeof value.createdAt !== 'string') return null;
    return { id: value.id, type: value.type, createdAt: value.createdAt, data: typeof value.data === 'object' && value.data !== null ? value.data : {} };
  } catch {
    return null;
  }
}

/** The page's words for an event: people and bounties by name, as the board knows them. */
export function describeEvent({ id, type, createdAt, data }: ReceivedEvent): ActivityEntry {
  const name = (key: string) => {
    const userId = data[key];
    if (typeof userId !== 'string') return '?';
    return Object.hasOwn(demoUsers, userId) ? demoUsers[userId]!.name : userId;
  };
  const bountyId = typeof data['bountyId'] === 'string' ? data['bountyId'] : null;
  const bounty = bountyId === null ? null : demoBounties.find((entry) => entry.id === bountyId)?.title ?? bountyId;
  const who = (() => {
    switch (type) {
      case 'conversation.started': return `${name('candidateId')} wrote to ${name('posterId')}`;
      case 'message.sent': return `${name('senderId')} (via ${String(data['via'] ?? '?')})`;
      case 'conversation.first_reply': return `${name('senderId')} answered after ${String(data['seconds'])} s`;
      case 'email.sent': return `e-mail to ${name('recipientId')}`;
      case 'email.bounced': case 'user.unsubscribed': return name('userId');
      case 'reply.refused': return `${name('userId')}: ${String(data['reason'])}`;
      case 'bounty.status_changed': return `${String(data['old'])} → ${String(data['new'])}`;
      case 'report.created': return `${name('reporterId')} reported ${name('reportedUserId')}`;
      default: return '';
    }
  })();
  return { id, type, createdAt, who, bounty };
}

async function readRaw(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function answer(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}
