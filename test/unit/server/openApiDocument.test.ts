import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestSchemas } from '../../../src/contract/schemas';
import { UNSUBSCRIBE_PATH } from '../../../src/server/email/unsubscribeLink';
import { EVENT_ROUTES } from '../../../src/server/host/eventRoutes';
import { HOST_API_PREFIX, HOST_ROUTES } from '../../../src/server/host/hostApi';
import { ERROR_STATUS, FAILURE_MESSAGE } from '../../../src/server/http/errors';
import { INBOUND_EMAIL_PATH } from '../../../src/server/inbound/inboundRoute';
import { OPENAPI_PATH } from '../../../src/server/openapi/edgeOperations';
import { buildOpenApiDocument } from '../../../src/server/openapi/openApiDocument';
import { OPS_PATHS } from '../../../src/server/ops/health';
import { API_PREFIX, routesByName } from '../../../src/server/routes/index';
import { BEFORE_MESSAGE_SEND_PATH } from '../../../src/server/webhooks/beforeMessageSend';
import { STREAM_WEBHOOK_PATH } from '../../../src/server/webhooks/streamWebhookRoute';

interface Operation {
  operationId: string;
  'x-endpoint': string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }>; 'x-error-codes'?: string[] }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const doc = buildOpenApiDocument() as unknown as Document;
const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

/** Every value under `key` anywhere in `value`. */
function valuesOf(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesOf(item, key));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => [...(name === key ? [inner] : []), ...valuesOf(inner, key)]);
}

describe('every route the service answers is in the OpenAPI document', () => {
  it.each([...routesByName.values()].map((route) => [route.name, route.method]))('widget endpoint %s (%s)', (name, method) => {
    const operation = doc.paths[`${API_PREFIX}${name}`]?.[method.toLowerCase()];
    expect(operation?.['x-endpoint']).toBe(name);
    expect(operation?.security).toEqual([{ userToken: [], userTokenIv: [] }]);
  });

  it.each(HOST_ROUTES.map((route) => [route.name, route.method, route.path]))('host route %s (%s %s)', (name, method, path) => {
    const operation = doc.paths[`${HOST_API_PREFIX}${path}`]?.[method.toLowerCase()];
    expect(operation?.['x-endpoint']).toBe(name);
    expect(operation?.security).toEqual([{ hostKey: [] }]);
  });

  it.each(EVENT_ROUTES.map((route) => [route.name, route.method, route.pattern]))('host events route %s (%s)', (name, method, pattern) => {
    const found = operations.filter(({ path, method: documented, operation }) =>
      path.startsWith(HOST_API_PREFIX) && pattern.test(path.slice(HOST_API_PREFIX.length).replace(/\{[^}]+\}/g, 'x'))
      && documented === method.toLowerCase() && operation['x-endpoint'] === name);
    expect(found).toHaveLength(1);
  });

  it('every endpoint of the failure catalogue (each route answers with one) has an operation', () => {
    const documented = new Set(operations.map(({ operation }) => operation['x-endpoint']));
    expect(Object.keys(FAILURE_MESSAGE).filter((name) => !documented.has(name))).toEqual([]);
  });

  it('the provider\'s calls, inbound mail, unsubscribe, the operations endpoints and the document itself have their paths', () => {
    for (const path of [STREAM_WEBHOOK_PATH, BEFORE_MESSAGE_SEND_PATH, INBOUND_EMAIL_PATH, UNSUBSCRIBE_PATH, OPENAPI_PATH, ...OPS_PATHS]) {
      expect(Object.keys(doc.paths[path] ?? {}), path).not.toEqual([]);
    }
    expect(doc.paths[STREAM_WEBHOOK_PATH]!.post!.security).toEqual([{ providerSignature: [] }]);
    expect(doc.paths[INBOUND_EMAIL_PATH]!.post!.security).toEqual([{ hostKey: [] }]);
    expect(doc.paths['/healthz']!.get!.security).toEqual([]);
    expect(doc.paths[INBOUND_EMAIL_PATH]!.post!.responses['401']).toHaveProperty(['headers', 'WWW-Authenticate']);
  });
});

describe('error codes', () => {
  it('every code the document names is one the service has, under the status the service answers it with', () => {
    for (const { path, method, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const code of response['x-error-codes'] ?? []) {
          expect(ERROR_STATUS, `${method} ${path}`).toHaveProperty(code);
          expect(String(ERROR_STATUS[code as keyof typeof ERROR_STATUS]), `${code} at ${method} ${path}`).toBe(status);
        }
      }
    }
    const enums = valuesOf(doc.paths, 'code').flatMap((schema) => (schema as { enum?: string[] }).enum ?? []);
    expect(enums.length).toBeGreaterThan(100);
    expect(enums.filter((code) => !Object.hasOwn(ERROR_STATUS, code))).toEqual([]);
  });

  it('every widget and host route names the failures of authentication', () => {
    for (const { path, operation } of operations.filter(({ path }) => path.startsWith(API_PREFIX) || path.startsWith(HOST_API_PREFIX))) {
      expect(operation.responses['401']?.['x-error-codes'], path).toContain('unauthorized');
      expect(operation.responses['429']?.['x-error-codes'], path).toContain('rate_limited');
    }
  });

  it('every code the service has appears in an error table of docs/server.md or docs/api.md', () => {
    const docs = readFileSync('docs/server.md', 'utf8') + readFileSync('docs/api.md', 'utf8');
    expect(Object.keys(ERROR_STATUS).filter((code) => !new RegExp(`^\\|[^|\\n]*\`${code}\`[^|\\n]*\\|`, 'm').test(docs))).toEqual([]);
  });
});

describe('the document\'s shape', () => {
  it('is OpenAPI 3.1 with unique operation ids, each path with an operation answering 200', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of Object.values(doc.paths)) expect(Object.keys(item).length).toBeGreaterThan(0);
    for (const { path, operation } of operations) expect(Object.keys(operation.responses), path).toContain('200');
  });

  it('every $ref resolves and every security requirement names a scheme', () => {
    const refs = valuesOf(doc, '$ref') as string[];
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      const target = ref.replace(/^#\//, '').split('/').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
      expect(target, ref).toBeDefined();
    }
    for (const { operation } of operations) {
      for (const requirement of operation.security) for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme);
    }
  });

  it('declares each path parameter', () => {
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((found) => found[1]);
      expect((operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name), path).toEqual(inPath);
    }
  });

  it('describes each widget body with the schema the service checks it with', () => {
    for (const [name, schema] of Object.entries(requestSchemas)) {
      const ref = doc.paths[`${API_PREFIX}${name}`]!.post!.requestBody!.content['application/json']!.schema.$ref!;
      const { $schema: _dialect, ...expected } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
      expect(doc.components.schemas[ref.split('/').at(-1)!], name).toEqual(expected);
    }
    expect(doc.components.schemas.CreateDmChannelRequest).toMatchObject({ required: ['userId', 'bountyId', 'candidateId'] });
  });
});
