// What client roles may hold at the provider: members no longer edit there (edits go through the service), and a
// product type from before that change is narrowed by exactly the retired grants.
import { describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import { lockedTypeGrants, refusedGrants, retiredGrantsIn, withoutRetiredGrants } from '../../../src/server/provider/grantPolicy';

describe('refusedGrants', () => {
  it.each<[string, Record<string, string[]>, string[]]>([
    ['the locked type the service creates', lockedTypeGrants(), []],
    ['a member who edits her own messages', { channel_member: ['create-message', 'update-message-owner'] }, ['t/channel_member: update-message-owner']],
    ['a user who edits her own messages', { user: ['delete-message-owner', 'update-message-owner'] }, ['t/user: update-message-owner']],
    ['a member who deletes her own messages', { channel_member: ['delete-message-owner'] }, []],
    ['server-only roles are not checked', { channel_moderator: ['update-message'] }, []],
  ])('%s', (_name, grants, refused) => {
    expect(refusedGrants(CHANNEL_TYPE, grants, false)).toEqual(refused.map((line) => line.replace(/^t\//, `${CHANNEL_TYPE}/`)));
  });

  it("lets members and users edit their own messages on other types (the widget shows none of them), nothing more", () => {
    expect(refusedGrants('messaging', { user: ['update-message-owner'], channel_member: ['update-message-owner', 'update-channel'] }, false))
      .toEqual(['messaging/channel_member: update-channel']);
    expect(refusedGrants('app', { user: ['update-message-owner'] }, true)).toEqual(['app/user: update-message-owner']);
  });
});

describe('the retired grants', () => {
  const older = { user: [], channel_member: ['read-channel', 'update-message-owner', 'create-message'], channel_moderator: ['update-message-owner'] };

  it("finds a member's update-message-owner, and only a member's", () => {
    expect(retiredGrantsIn(older)).toEqual(['channel_member: update-message-owner']);
    expect(retiredGrantsIn(lockedTypeGrants())).toEqual([]);
  });

  it('takes them out of the roles that hold them, keeping the rest in order, and names no other role', () => {
    expect(withoutRetiredGrants(older)).toEqual({ channel_member: ['read-channel', 'create-message'] });
    expect(withoutRetiredGrants(lockedTypeGrants())).toEqual({});
  });
});
