// The bounty card's facts from a channel's custom fields: only http(s) links, only known statuses.
import { describe, expect, it } from 'vitest';
import { bountyCardFacts } from '../../../src/chat/bounty/bountyCard.js';

describe('bountyCardFacts', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    ['a DM about a described bounty', { kind: 'dm', bounty_title: 'Paint', bounty_url: 'https://jobs.example.com/b/1', reward: '$400', status: 'open' },
      { title: 'Paint', url: 'https://jobs.example.com/b/1', reward: '$400', status: 'open' }],
    ['the bounty channel itself, by its name', { kind: 'bounty', name: 'Paint', status: 'awarded' }, { title: 'Paint', url: undefined, reward: undefined, status: 'awarded' }],
    ['a javascript: link is dropped, the title stays plain', { kind: 'dm', bounty_title: 'Paint', bounty_url: 'javascript:alert(1)', status: 'closed' },
      { title: 'Paint', url: undefined, reward: undefined, status: 'closed' }],
    ['an unknown status is dropped', { kind: 'dm', bounty_title: 'Paint', reward: '$5', status: 'weird' }, { title: 'Paint', url: undefined, reward: '$5', status: undefined }],
    ['a bounty the host never described: no card', { kind: 'bounty', name: 'Paint' }, undefined],
    ['another channel: no card', { name: 'General', status: 'open' }, undefined],
  ])('%s', (_name, data, expected) => {
    expect(bountyCardFacts(data)).toEqual(expected);
  });
});
