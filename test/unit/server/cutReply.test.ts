// Replies as real mail clients write them (hand-written in their layouts), each cut to the sender's own text.
import { describe, expect, it } from 'vitest';
import { cutReply } from '../../../src/server/inbound/cutReply';

const ORIGINAL = 'Hello Dana,\n\nYou have a new message in Fix the flaky checkout test:\n\nCasey: Can you start on Monday?';
const quoted = (text: string) => text.split('\n').map((line) => (line === '' ? '>' : `> ${line}`)).join('\n');

const FIXTURES: { client: string; body: string; reply: string }[] = [
  {
    client: 'Gmail (English)',
    body: `Yes, Monday works.\n\nOn Tue, 24 Nov 2026 at 10:02, BountyChat <no-reply@bountychat.invalid> wrote:\n\n${quoted(ORIGINAL)}\n`,
    reply: 'Yes, Monday works.',
  },
  {
    client: 'Gmail, quote header wrapped over two lines',
    body: `Sounds good.\n\nOn Tue, Nov 24, 2026 at 10:02 AM BountyChat <reply+abc@reply.example.com>\nwrote:\n\n${quoted(ORIGINAL)}`,
    reply: 'Sounds good.',
  },
  {
    client: 'Outlook (English)',
    body: `I can start Monday.\n\nBest regards\nDana\n\n________________________________\nFrom: BountyChat <no-reply@bountychat.invalid>\nSent: Tuesday, November 24, 2026 10:02 AM\nTo: Dana <dana@example.com>\nSubject: New message from Casey\n\n${ORIGINAL}`,
    // The sign-off goes too: email-reply-parser counts "Best regards" and the name under it as a signature.
    reply: 'I can start Monday.',
  },
  {
    client: 'Outlook, "Original Message" separator',
    body: `Works for me.\n\n-----Original Message-----\nFrom: BountyChat\nSent: Tuesday, November 24, 2026 10:02 AM\n\n${ORIGINAL}`,
    reply: 'Works for me.',
  },
  {
    client: 'Outlook (German), header block without a separator',
    body: `Passt, ich fange Montag an.\n\nVon: BountyChat <no-reply@bountychat.invalid>\nGesendet: Dienstag, 24. November 2026 10:02\nAn: Dana <dana@example.com>\nBetreff: Neue Nachricht\n\n${ORIGINAL}`,
    reply: 'Passt, ich fange Montag an.',
  },
  {
    client: 'Apple Mail (English), with a signature',
    body: `Monday is fine.\n\n-- \nDana Smith\nSenior QA\n\n> On 24 Nov 2026, at 10:02, BountyChat <no-reply@bountychat.invalid> wrote:\n>\n${quoted(ORIGINAL)}`,
    reply: 'Monday is fine.',
  },
  {
    client: 'Thunderbird (German)',
    body: `Montag geht.\n\nAm 24.11.26 um 10:02 schrieb BountyChat:\n${quoted(ORIGINAL)}`,
    reply: 'Montag geht.',
  },
  {
    client: 'iPhone Mail (English)',
    body: `On my way to the office, yes to Monday.\n\nSent from my iPhone\n\n> On Nov 24, 2026, at 10:02, BountyChat <no-reply@bountychat.invalid> wrote:\n>\n${quoted(ORIGINAL)}`,
    reply: 'On my way to the office, yes to Monday.',
  },
  {
    client: 'iPhone Mail (German)',
    body: `Ja, Montag.\n\nVon meinem iPhone gesendet\n\n> Am 24.11.2026 um 10:02 schrieb BountyChat <no-reply@bountychat.invalid>:\n>\n${quoted(ORIGINAL)}`,
    reply: 'Ja, Montag.',
  },
  {
    client: 'Gmail (French)',
    body: `Lundi me convient.\n\nLe mar. 24 nov. 2026 à 10:02, BountyChat <no-reply@bountychat.invalid> a écrit :\n\n${quoted(ORIGINAL)}`,
    reply: 'Lundi me convient.',
  },
  {
    client: 'iPhone Mail (French)',
    body: `D'accord pour lundi.\n\nEnvoyé de mon iPhone\n\n> Le 24 nov. 2026 à 10:02, BountyChat <no-reply@bountychat.invalid> a écrit :\n${quoted(ORIGINAL)}`,
    reply: "D'accord pour lundi.",
  },
  {
    client: 'Gmail (Spanish)',
    body: `El lunes me va bien.\n\nEl mar, 24 nov 2026 a las 10:02, BountyChat (<no-reply@bountychat.invalid>) escribió:\n\n${quoted(ORIGINAL)}`,
    reply: 'El lunes me va bien.',
  },
  {
    client: 'Android phone (Spanish)',
    body: `Perfecto.\n\nEnviado desde mi iPhone\n\n-------- Mensaje original --------\nDe: BountyChat <no-reply@bountychat.invalid>\nFecha: 24/11/26 10:02\n${ORIGINAL}`,
    reply: 'Perfecto.',
  },
  {
    client: 'HTML-only Gmail, turned to text by mailparser',
    body: `Yes please.\n\nOn Tue, 24 Nov 2026 at 10:02, BountyChat <no-reply@bountychat.invalid> wrote:\n\n> ${ORIGINAL.replace(/\n/g, '\n> ')}`,
    reply: 'Yes please.',
  },
  { client: 'nothing but the quote', body: `On Tue, 24 Nov 2026 at 10:02, Casey wrote:\n${quoted(ORIGINAL)}`, reply: '' },
];

describe('cutting a reply down to what the sender wrote', () => {
  it.each(FIXTURES)('$client', ({ body, reply }) => {
    expect(cutReply(body)).toBe(reply);
  });

  it('keeps a reply that merely mentions "wrote" or starts with "On"', () => {
    expect(cutReply('On Monday I wrote the tests.\nThey pass now.')).toBe('On Monday I wrote the tests.\nThey pass now.');
  });
});
