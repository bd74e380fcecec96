import type { AppSettingsAPIResponse, FileUploadConfig } from 'stream-chat';
import { channelTypeConfig, typeFeatures } from '../channel-config.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { Input } from '../http/input.js';
import type { JsonObject, Router } from '../http/router.js';
import { webhookSettingsProblem } from '../webhooks/webhook-settings.js';
import { APP_SCOPE } from '../model/grants.js';
import type { Grants } from '../model/grant-table.js';

/**
 * `GET /app` (anyone) and `PATCH /app` (server only): app settings, chiefly the upload configs, the app-level
 * `grants` (by role: `update-user-owner`, `search-user` … which fake-stream enforces) and the switches
 * `disable_auth_checks` / `disable_permissions_checks` (stored and reported; fake-stream checks regardless), and the
 * webhook (`webhook_url`, `webhook_events`).
 */
export function registerAppSettingsRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('GET', '/app', () => appSettingsResponse(ctx));

  router.add('PATCH', '/app', (request) => {
    if (request.caller.kind !== 'server') throw new StreamError('notAllowed', 'UpdateApp failed with error: "only server-side auth can update app settings"');
    const input = new Input('UpdateApp', request.body);
    const webhookProblem = webhookSettingsProblem(request.body);
    if (webhookProblem !== null) throw input.fail(webhookProblem);
    const current = ctx.store.appSettings();
    const { image_upload_config: _image, file_upload_config: _file, grants, ...others } = request.body;
    if (grants !== undefined) ctx.grants.update(APP_SCOPE, readAppGrants(input, grants));
    ctx.store.tables.app.set({
      id: 'app',
      image_upload_config: readUploadConfig(input, 'image_upload_config') ?? current.image_upload_config,
      file_upload_config: readUploadConfig(input, 'file_upload_config') ?? current.file_upload_config,
      custom: { ...current.custom, ...others },
    });
    return {};
  });
}

function appSettingsResponse(ctx: FakeStreamContext): JsonObject {
  const settings = ctx.store.appSettings();
  const { reminders: _reminders, commands: _commands, ...messaging } = channelTypeConfig('messaging', typeFeatures(ctx, 'messaging'));
  const response = {
    duration: '0ms',
    app: {
      name: 'fake-stream',
      call_types: {},
      reminders_interval: 0,
      channel_configs: { messaging: { ...messaging, reminders: false } },
      image_upload_config: settings.image_upload_config,
      file_upload_config: settings.file_upload_config,
      disable_auth_checks: false,
      disable_permissions_checks: false,
      multi_tenant_enabled: false,
      permission_version: 'v2',
      polls_enabled: true,
      grants: ctx.grants.get(APP_SCOPE),
      // What an operator set (the disable_* switches among them) is reported as set.
      ...settings.custom,
    },
  } satisfies AppSettingsAPIResponse & { app: { polls_enabled: boolean } };
  return response;
}

function readAppGrants(input: Input, raw: unknown): Grants {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw input.fail('grants must be an object of role → permission names');
  const grants: Grants = {};
  for (const [role, list] of Object.entries(raw)) {
    if (!Array.isArray(list) || !list.every((entry): entry is string => typeof entry === 'string')) throw input.fail(`grants.${role} must be an array of permission names`);
    grants[role] = list;
  }
  return grants;
}

const UPLOAD_LISTS = ['allowed_file_extensions', 'blocked_file_extensions', 'allowed_mime_types', 'blocked_mime_types'] as const;

function readUploadConfig(input: Input, key: string): FileUploadConfig | undefined {
  const raw = input.optionalObject(key);
  if (raw === undefined) return undefined;
  const config = new Input('UpdateApp', raw);
  const result: FileUploadConfig = {};
  for (const list of UPLOAD_LISTS) {
    const values = config.optionalArray(list);
    if (values === undefined) continue;
    if (!values.every((value) => typeof value === 'string')) throw input.fail(`${key}.${list} must be an array of strings`);
    result[list] = values as string[];
  }
  const sizeLimit = config.optionalNumber('size_limit');
  if (sizeLimit !== undefined) result.size_limit = sizeLimit;
  return result;
}
