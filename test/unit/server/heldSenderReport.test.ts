// A sender the first-contact guard holds becomes a report for the board, in the service's name, with the refused
// text as the evidence (it never reached the provider), and the host hears of it like any other report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportHeldSender } from '../../../src/server/safety/heldSenderReport';
import { listReports } from '../../../src/server/safety/reports';
import type { StoredReport } from '../../../src/server/safety/reports';
import type { Store } from '../../../src/server/store/openStore';
import { manualClock, openTestStore } from '../../helpers/serverEngine';

const clock = manualClock();
let store: Store;
beforeAll(async () => { store = await openTestStore(clock); });
afterAll(async () => { await store?.close(); });

describe('reportHeldSender', () => {
  it('opens a system report about the sender with the refused text, and tells the host', async () => {
    const told: StoredReport[] = [];
    const report = reportHeldSender({ db: store.db, clock, onReportCreated: (created) => void told.push(created) });
    await report({
      reason: 'same-text', userId: 'pitcher-1', channelId: 'dm-abc', bountyId: 'bounty-7', recipientId: 'poster-6',
      text: 'Hi, I can do this for half the price, pay me on Telegram', recipients: ['p1', 'p2', 'p3', 'p4', 'p5', 'poster-6'], at: clock.now(),
    });
    const open = (await listReports(store.db, 'open')).filter((row) => row.reportedUserId === 'pitcher-1');
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      reporterId: 'system', channelId: 'dm-abc', bountyId: 'bounty-7', reason: 'spam', status: 'open',
      messageText: 'Hi, I can do this for half the price, pay me on Telegram',
    });
    expect(open[0]!.text).toContain('6 people');
    expect(told.map((created) => created.id)).toEqual([open[0]!.id]);
  });
});
