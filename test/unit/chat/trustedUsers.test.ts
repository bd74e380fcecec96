import { describe, expect, it } from 'vitest';
import { cleanName, cleanUsersIn, safeImage } from '../../../src/chat/trustedUsers';
import { NAME_MAX_CHARS } from '../../../src/contract/limits';

const PROVIDER = 'http://127.0.0.1:8787';

describe('cleanName', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ['\u202eevil.exe\u202c', 'evil.exe'],
    ['Ad\u200ba\u2066 \u2069L', 'Ada L'],
    ['line\nbreak\ttab', 'line break tab'],
    ['\u0000\u001b[31m', '[31m'],
    ['  ', undefined],
    ['\u202e', undefined],
    [42, undefined],
  ])('cleanName(%j) is %j', (input, expected) => expect(cleanName(input)).toBe(expected));

  it(`caps a long name at ${NAME_MAX_CHARS} characters, ending in an ellipsis`, () => {
    const name = cleanName('x'.repeat(300))!;
    expect([...name]).toHaveLength(NAME_MAX_CHARS);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('safeImage', () => {
  it.each([
    ['https://img.example.com/a.png', 'https://img.example.com/a.png'],
    [`${PROVIDER}/uploads/a.png`, `${PROVIDER}/uploads/a.png`],
    ['http://tracker.example/pixel.png', undefined],
    ['http://127.0.0.1:9999/pixel.png', undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['not a url', undefined],
  ])('safeImage(%j) is %j', (input, expected) => expect(safeImage(input, [PROVIDER])).toBe(expected));
});

describe('cleanUsersIn', () => {
  it('cleans users wherever a provider answer puts them, and leaves other names alone', () => {
    const answer = {
      channels: [{
        channel: { name: '\u202eChannel names are not users', created_by: { id: 'e', name: '\u202eEve', image: 'http://tracker.example/x.png' } },
        members: [{ user: { id: 'e', name: '\u202eEve' } }],
        messages: [{ user: { id: 'e', name: '\u202eEve' }, mentioned_users: [{ id: 'a', name: 'Ada\u200f' }], latest_reactions: [{ user: { id: 'e', name: '\u202eEve' } }] }],
        read: [{ user: { id: 'e', name: '\u202eEve' } }],
      }],
      users: { e: { id: 'e', name: '\u202eEve' } },
    };
    cleanUsersIn(answer, [PROVIDER]);
    const [channel] = answer.channels;
    expect(channel!.channel.name).toBe('\u202eChannel names are not users');
    expect(channel!.channel.created_by).toEqual({ id: 'e', name: 'Eve' });
    expect(channel!.members[0]!.user.name).toBe('Eve');
    expect(channel!.messages[0]!.user.name).toBe('Eve');
    expect(channel!.messages[0]!.mentioned_users[0]!.name).toBe('Ada');
    expect(channel!.messages[0]!.latest_reactions[0]!.user.name).toBe('Eve');
    expect(channel!.read[0]!.user.name).toBe('Eve');
    expect(answer.users.e.name).toBe('Eve');
  });
});
