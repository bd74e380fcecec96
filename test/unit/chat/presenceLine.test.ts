import { describe, expect, it } from 'vitest';
import { presenceLine } from '../../../src/chat/presenceLine.js';

const texts = { presenceOnline: 'Online', presenceActive: 'Active {{time}}' };
const now = new Date('2026-12-05T12:00:00Z');

describe('presenceLine', () => {
  it.each([
    [{ online: true }, 'Online'],
    [{ online: true, lastActive: '2026-12-01T00:00:00Z' }, 'Online'],
    [{ online: false, lastActive: '2026-12-05T11:55:00Z' }, 'Active 5 minutes ago'],
    [{ online: false, lastActive: '2026-12-05T11:59:30Z' }, 'Active now'],
    [{ online: false, lastActive: '2026-12-05T10:00:00Z' }, 'Active 2 hours ago'],
    [{ online: false, lastActive: '2026-12-04T11:00:00Z' }, 'Active yesterday'],
    [{ online: false }, ''],
    [{ online: false, lastActive: 'not a date' }, ''],
  ])('%o → %s', (peer, expected) => expect(presenceLine(peer, now, 'en', texts)).toBe(expected));
});
