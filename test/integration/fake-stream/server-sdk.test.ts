// Server-side SDK calls: upsertUsers, queryUsers, and the app's upload settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserResponse } from 'stream-chat';
import type { Provider } from '../helpers/provider';
import { errorOf, startProvider } from '../helpers/provider';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

describe('server-side SDK', () => {
  it('upserts users with custom fields and finds them with queryUsers', async () => {
    const server = provider.server();
    const ids = [provider.id('u'), provider.id('u')] as const;
    const { users } = await server.upsertUsers([{ id: ids[0], name: 'First', team_size: 3 } as UserResponse, { id: ids[1], name: 'Second' }]);
    expect(users[ids[0]]).toMatchObject({ id: ids[0], name: 'First', team_size: 3 });

    const found = await server.queryUsers({ id: { $in: [...ids] } }, { id: 1 });
    expect(found.users.map((user) => user.id)).toEqual([...ids].sort());
    expect(found.users.find((user) => user.id === ids[1])?.name).toBe('Second');

    await server.upsertUsers([{ id: ids[1], name: 'Renamed' }]);
    const again = await server.queryUsers({ id: ids[1] });
    expect(again.users[0]?.name).toBe('Renamed');
  });

  it('stores and returns the image and file upload configs', async () => {
    const server = provider.server();
    await server.updateAppSettings({
      image_upload_config: { allowed_file_extensions: ['.png', '.jpg'], blocked_mime_types: ['image/svg+xml'], size_limit: 5_000_000 },
      file_upload_config: { blocked_file_extensions: ['.exe'], allowed_mime_types: ['application/pdf'], size_limit: 10_000_000 },
    });
    const { app } = await server.getAppSettings();
    expect(app?.image_upload_config).toMatchObject({ allowed_file_extensions: ['.png', '.jpg'], blocked_mime_types: ['image/svg+xml'], size_limit: 5_000_000 });
    expect(app?.file_upload_config).toMatchObject({ blocked_file_extensions: ['.exe'], allowed_mime_types: ['application/pdf'], size_limit: 10_000_000 });
  });

  it('lets a connected user read the app settings but not change them', async () => {
    const client = await provider.connect(provider.id('reader'));
    const { app } = await client.getAppSettings();
    expect(app).toHaveProperty('file_upload_config');
    const failure = await errorOf(client.updateAppSettings({ file_upload_config: { size_limit: 1 } }));
    expect(failure.status).toBeGreaterThanOrEqual(400);
  });
});
