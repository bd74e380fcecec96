import { describe, expect, it } from 'vitest';
import { fingerprint, nearCopies, similarity } from '../../../src/server/firstContact/fingerprint';
import { parseFirstContactConfig } from '../../../src/server/config/firstContact';
import { DAY_MS, FIRST_CONTACT_REFUSALS, HOUR_MS, decideFirstContact } from '../../../src/server/firstContact/firstContactRule';
import type { SentFirstContact } from '../../../src/server/firstContact/firstContactRule';
import { offBoardTerm } from '../../../src/server/firstContact/offBoardWords';

const PITCH = 'Hi Ann, I am a senior designer with ten years of experience. I can deliver your logo in 24 hours for half the price.';

describe('nearCopies: the same or nearly the same text', () => {
  it.each([
    [PITCH, PITCH, true],
    [PITCH, 'hi ann i am a senior designer with ten years of experience i can deliver your logo in 24 hours for half the price', true],
    [PITCH, PITCH.replace('Ann', 'Bartholomew'), true],
    [PITCH, `${PITCH.replace('Hi Ann,', 'Hello!')} Thanks.`, true],
    [PITCH, 'Could you tell me more about the deadline of the logo?', false],
    ['Is the fence cedar or pine?', 'Which roof tiles do you have in mind?', false],
    ['Hi, is this still open?', 'Hi, is this still open?', true],
    ['', '', false],
    ['!!!', '!!!', false],
  ])('%j ~ %j is %s', (a, b, expected) => expect(nearCopies(fingerprint(a), fingerprint(b))).toBe(expected));

  it('is a fixed-size fingerprint that keeps no text', () => {
    expect(fingerprint(PITCH)).toMatch(/^[0-9a-f]{512}$/);
    expect(similarity(fingerprint(PITCH), fingerprint(PITCH))).toBe(1);
  });
});

describe('offBoardTerm: paying or talking outside the board', () => {
  it.each([
    ['Add me on WhatsApp', 'whatsapp'],
    ['my Telegram is @casey', 'telegram'],
    ['text me on signal', 'signal'],
    ['We can pay outside, it is cheaper', 'pay outside'],
    ['send it by Western Union', 'western union'],
    ['my crypto wallet: 0xabc', 'crypto'],
    ['a wire transfer works', 'wire transfer'],
    ['Zahlung per Überweisung', 'uberweisung'],
    ['pagamos fuera de la plataforma', 'fuera de la plataforma'],
    ['paiement par virement bancaire', 'virement bancaire'],
    ['pagamento fuori dalla piattaforma, bonifico', 'fuori dalla piattaforma'],
    ['betalen buiten het platform', 'buiten het platform'],
    ['pode ser por pix', 'pix'],
    ['Пишите в телеграм', 'телеграм'],
    ['havale ile öderim', 'havale'],
    ['व्हाट्सएप पर बात करें', null],
    ['銀行振込でお願いします', null],
    ['카카오톡으로 연락주세요', null],
  ])('%j mentions %j', (text, term) => {
    if (term === null) expect(offBoardTerm(text)).not.toBeNull();
    else expect(offBoardTerm(text)).toBe(term);
  });

  it.each([
    'I can start on Monday; the reward suits me.',
    'Let me know what you think',
    'The design signals quality',
    'I paid attention to the brief',
  ])('%j mentions nothing', (text) => expect(offBoardTerm(text)).toBeNull());
});

const NOW = 10 * DAY_MS;
const LIMITS = { sameTextMax: 5, perDay: 20 };
const sent = (recipientId: string, text: string, ago: number): SentFirstContact => ({ recipientId, fingerprint: fingerprint(text), sentAt: NOW - ago });
const facts = (rows: SentFirstContact[], text = PITCH, recipientId = 'poster-new', heldUntil: number | null = null) =>
  ({ now: NOW, recipientId, fingerprint: fingerprint(text), sent: rows, heldUntil });

describe('decideFirstContact', () => {
  const fiveCopies = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id, i) => sent(id, PITCH.replace('Ann', `Ann${i}`), 60_000 * (i + 1)));

  it('sends the pitch to the fifth person, refuses it to the sixth and holds the sender for an hour', () => {
    expect(decideFirstContact(facts(fiveCopies.slice(0, 4)), LIMITS)).toEqual({ kind: 'send' });
    const sixth = decideFirstContact(facts(fiveCopies), LIMITS);
    expect(sixth).toMatchObject({ kind: 'refuse', reason: 'same-text', holdUntil: NOW + HOUR_MS });
    expect(sixth.kind === 'refuse' && new Set(sixth.recipients)).toEqual(new Set(['p1', 'p2', 'p3', 'p4', 'p5', 'poster-new']));
  });

  it('counts people, not conversations: the same poster twice is one person', () => {
    expect(decideFirstContact(facts(fiveCopies, PITCH, 'p1'), LIMITS)).toEqual({ kind: 'send' });
  });

  it('forgets copies older than an hour', () => {
    const old = fiveCopies.map((row) => ({ ...row, sentAt: NOW - HOUR_MS - 1 }));
    expect(decideFirstContact(facts(old), LIMITS)).toEqual({ kind: 'send' });
  });

  it('refuses any first message of a held sender until the hold ends, without a second hold', () => {
    expect(decideFirstContact(facts([], 'A different question', 'x', NOW + 1), LIMITS)).toEqual({ kind: 'refuse', reason: 'same-text', holdUntil: null, recipients: [] });
    expect(decideFirstContact(facts([], 'A different question', 'x', NOW), LIMITS)).toEqual({ kind: 'send' });
  });

  it('refuses the conversation after perDay in 24 hours', () => {
    const day = Array.from({ length: 20 }, (_, i) => sent(`q${i}`, `question number ${i} about bounty ${i * 7919}`, i * HOUR_MS));
    expect(decideFirstContact(facts(day.slice(0, 19), 'one more question'), LIMITS)).toEqual({ kind: 'send' });
    expect(decideFirstContact(facts(day, 'one more question'), LIMITS)).toMatchObject({ kind: 'refuse', reason: 'per-day', holdUntil: null });
    expect(FIRST_CONTACT_REFUSALS['per-day']).toMatch(/new conversations/);
  });

  it('never counts a message without text as a copy', () => {
    expect(decideFirstContact(facts(['a', 'b', 'c', 'd', 'e'].map((id) => sent(id, '', 1)), ''), LIMITS)).toEqual({ kind: 'send' });
  });
});

describe('parseFirstContactConfig', () => {
  it('defaults to on, 5 people an hour, 20 conversations a day', () => {
    expect(parseFirstContactConfig({})).toEqual({ guard: 'on', sameTextMax: 5, perDay: 20 });
  });
  it.each([
    [{ BOUNTY_CHAT_FIRST_CONTACT_GUARD: 'maybe' }, 'BOUNTY_CHAT_FIRST_CONTACT_GUARD'],
    [{ BOUNTY_CHAT_FIRST_CONTACT_SAME_TEXT_MAX: '0' }, 'BOUNTY_CHAT_FIRST_CONTACT_SAME_TEXT_MAX'],
    [{ BOUNTY_CHAT_NEW_CONVERSATIONS_PER_DAY: 'ten' }, 'BOUNTY_CHAT_NEW_CONVERSATIONS_PER_DAY'],
  ])('%o is refused naming %s', (env, name) => expect(() => parseFirstContactConfig(env)).toThrow(name));
  it('reads the settings', () => {
    expect(parseFirstContactConfig({ BOUNTY_CHAT_FIRST_CONTACT_GUARD: 'off', BOUNTY_CHAT_FIRST_CONTACT_SAME_TEXT_MAX: '3', BOUNTY_CHAT_NEW_CONVERSATIONS_PER_DAY: '50' }))
      .toEqual({ guard: 'off', sameTextMax: 3, perDay: 50 });
  });
});
