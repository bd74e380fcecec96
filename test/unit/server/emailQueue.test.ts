import { describe, expect, it } from 'vitest';
import { createEmailQueue } from '../../../src/server/email/emailQueue';
import type { EmailRequest } from '../../../src/server/email/emailQueue';
import { openDatabase } from '../../../src/server/store/openDatabase';

const REQUEST: EmailRequest = {
  recipientId: 'bob',
  recipientEmail: 'bob@example.com',
  recipientName: 'Bob',
  channelId: 'bounty-1',
  channelTitle: 'Bounty',
  kind: 'message',
  isDM: false,
  senderId: 'ada',
  senderName: 'Ada',
  text: 'one',
};

function setup() {
  let now = 1_000;
  const clock = { now: () => now };
  const queue = createEmailQueue(openDatabase(null), clock, 500);
  return { queue, advance: (ms: number) => (now += ms), now: () => now };
}

describe('email queue', () => {
  it('coalesces messages to one recipient about one channel within the window', () => {
    const { queue, advance } = setup();
    queue.enqueue(REQUEST);
    advance(200);
    queue.enqueue({ ...REQUEST, text: 'two' });
    queue.enqueue({ ...REQUEST, channelId: 'bounty-2', text: 'elsewhere' });
    queue.enqueue({ ...REQUEST, recipientId: 'cy', recipientEmail: 'cy@example.com', text: 'to cy' });
    expect(queue.due(10)).toEqual([]);
    advance(300);
    const due = queue.due(10);
    expect(due.map((batch) => batch.items.map((item) => item.text))).toEqual([['one', 'two']]);
    advance(200);
    expect(queue.due(10)).toHaveLength(3);
  });

  it('opens a new batch once the window has closed', () => {
    const { queue, advance } = setup();
    queue.enqueue(REQUEST);
    advance(500);
    queue.enqueue({ ...REQUEST, text: 'late' });
    expect(queue.due(10).map((batch) => batch.items.length)).toEqual([1]);
  });

  it('hides sent batches and retries failed ones when their time comes', () => {
    const { queue, advance, now } = setup();
    queue.enqueue(REQUEST);
    advance(500);
    const [batch] = queue.due(10);
    queue.markFailed(batch!.id, 'smtp down', now() + 1_000);
    expect(queue.due(10)).toEqual([]);
    expect(queue.nextDueAt()).toBe(now() + 1_000);
    advance(1_000);
    expect(queue.due(10)[0]?.attempts).toBe(1);
    queue.markSent(batch!.id);
    expect(queue.due(10)).toEqual([]);
    expect(queue.nextDueAt()).toBeNull();
  });
});
