/**
 * The service's OpenAPI 3.1 document, built from the same zod schemas the routes check bodies with (zod's own
 * `z.toJSONSchema`) and from the route tables, so a route or a field cannot be added without it showing here.
 * Pure: the build writes it to dist/openapi.json and the service serves the same text at /api/openapi.json.
 */
import { z } from 'zod';
import { ERROR_STATUS } from '../http/errors';
import type { ErrorCode } from '../http/errors';
import { FAILURE_MESSAGE } from '../http/errors';
import { errorAnswer } from './answerSchemas';
import { edgeOperations } from './edgeOperations';
import { hostOperations } from './hostOperations';
import type { Caller, OperationSpec } from './operationSpec';
import { widgetOperations } from './widgetOperations';

type Json = Record<string, unknown>;

/** The document's own version: the host API's (`/api/host/v1/`); a breaking change to any route raises it. */
export const OPENAPI_DOCUMENT_VERSION = '1';

/** Every operation the document describes, in the order it lists them. */
export function allOperations(): OperationSpec[] {
  return [...widgetOperations(), ...hostOperations(), ...edgeOperations()];
}

/** The security requirement of each kind of caller (the schemes are in components.securitySchemes). */
const SECURITY: Record<Caller, Json[]> = {
  user: [{ userToken: [], userTokenIv: [] }],
  host: [{ hostKey: [] }],
  provider: [{ providerSignature: [] }],
  none: [],
};

const SECURITY_SCHEMES = {
  userToken: { type: 'apiKey', in: 'header', name: 'x-auth-token', description: 'The user token the host\'s back end seals (AES-256-GCM under BOUNTY_CHAT_TOKEN_KEY), base64url; see docs/tokens.md. Sent with x-auth-iv.' },
  userTokenIv: { type: 'apiKey', in: 'header', name: 'x-auth-iv', description: 'The user token\'s 12-byte IV, base64url.' },
  hostKey: { type: 'http', scheme: 'bearer', description: 'BOUNTY_CHAT_HOST_API_KEY, from the host\'s back end (and its mail service for inbound e-mail).' },
  providerSignature: { type: 'apiKey', in: 'header', name: 'X-Signature', description: 'Hex HMAC-SHA256 of the raw body under the provider\'s API secret (STREAM_API_SECRET).' },
};

/** Headers some failures carry, by code. */
const ERROR_HEADERS: Partial<Record<ErrorCode, Json>> = {
  rate_limited: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  store_unavailable: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  method_not_allowed: { Allow: { description: 'The methods the path accepts', schema: { type: 'string' } } },
};

/** A zod schema as JSON Schema (the input side: what a caller sends or reads), without the dialect line. */
function jsonSchemaOf(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

function pascal(name: string): string {
  return name.split(/[^A-Za-z0-9]+/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

function isZod(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** The error answers of one operation: one response per status, listing the codes that share it. */
function errorResponses(spec: OperationSpec): Json {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(spec.errors)) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const message = spec.errorMessage ?? (FAILURE_MESSAGE as Readonly<Record<string, string>>)[spec.endpoint ?? spec.operationId];
  const responses: Json = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers = Object.assign({}, ...codes.map((code) => ERROR_HEADERS[code] ?? {})) as Json;
    // The host key's refusals name the scheme (host/hostAuth.ts).
    if (spec.caller === 'host' && codes.includes('unauthorized')) headers['WWW-Authenticate'] = { description: 'Bearer realm="bountychat-host"', schema: { type: 'string' } };
    responses[String(status)] = {
      description: codes.map((code) => `\`${code}\``).join(', '),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/ErrorAnswer' },
              { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: codes }, ...(message ? { message: { const: message } } : {}) } } } },
            ],
          },
        },
      },
      'x-error-codes': codes,
    };
  }
  return responses;
}

/** One operation in OpenAPI form; named schemas go to `schemas`. */
function operationOf(spec: OperationSpec, schemas: Json): Json {
  const name = pascal(spec.operationId);
  const parameters = [
    ...Object.entries(spec.pathParams ?? {}).map(([param, description]) => ({ name: param, in: 'path', required: true, description, schema: { type: 'string' } })),
    ...(spec.query ?? []).map((query) => ({ name: query.name, in: 'query', required: query.required === true, description: query.description, schema: query.schema })),
  ];
  let requestBody: Json | undefined;
  if (isZod(spec.body)) {
    schemas[`${name}Request`] = jsonSchemaOf(spec.body);
    requestBody = { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Request` } } } };
  } else if (spec.body) {
    requestBody = { required: true, description: spec.body.description, content: { [spec.body.contentType]: { schema: spec.body.schema } } };
  }
  let ok: Json;
  if (isZod(spec.answer)) {
    schemas[`${name}Answer`] = jsonSchemaOf(spec.answer);
    ok = { description: 'Done', content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Answer` } } } };
  } else {
    ok = { description: spec.answer.description, content: { [spec.answer.contentType]: { schema: spec.answer.schema } } };
  }
  const others = Object.fromEntries(Object.entries(spec.otherAnswers ?? {}).map(([status, other]) => [status, { description: other.description, content: { [other.contentType]: { schema: other.schema } } }]));
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    'x-endpoint': spec.endpoint ?? spec.operationId,
    security: SECURITY[spec.caller],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { '200': ok, ...others, ...errorResponses(spec) },
  };
}

/** Builds the document. Each call builds it anew: callers keep the result (the service builds it once at start). */
export function buildOpenApiDocument(): Json {
  const schemas: Json = { ErrorAnswer: jsonSchemaOf(errorAnswer) };
  const paths: Record<string, Json> = {};
  for (const spec of allOperations()) {
    const item = (paths[spec.path] ??= {});
    if (item[spec.method] !== undefined) throw new Error(`two operations for ${spec.method.toUpperCase()} ${spec.path}`);
    item[spec.method] = operationOf(spec, schemas);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'BountyChat product service',
      version: OPENAPI_DOCUMENT_VERSION,
      description: 'The widget\'s API (/api/stream-chat/), the host\'s back-end API (/api/host/v1/), the provider\'s calls, inbound mail, the unsubscribe page and the operations endpoints. Every failure answers `{ error: { code, message, detail } }`; docs/server.md explains each code.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: { schemas, securitySchemes: SECURITY_SCHEMES },
  };
}

/** The document as the service serves it and the build writes it: the same bytes in both places (compact: 3× smaller). */
export function openApiJson(): string {
  return `${JSON.stringify(buildOpenApiDocument())}\n`;
}
