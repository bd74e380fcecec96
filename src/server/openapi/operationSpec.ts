import type { z } from 'zod';
import type { ErrorCode } from '../http/errors';

/** How a caller proves who it is: a user token, the host's key, the provider's signature, or nothing. */
export type Caller = 'user' | 'host' | 'provider' | 'none';

/** A query parameter of an operation. */
export interface QuerySpec {
  name: string;
  description: string;
  required?: true;
  schema: Record<string, unknown>;
}

/** One operation as the document describes it; openApiDocument.ts turns it into OpenAPI. */
export interface OperationSpec {
  /** The path as the document writes it, `{id}` for a path segment. */
  path: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** The endpoint name where the service has one (its metrics label and catalogue key), else a name of its own. */
  operationId: string;
  /** The service's endpoint name (metrics label, catalogue key) when it differs from operationId. */
  endpoint?: string;
  summary: string;
  caller: Caller;
  /** A JSON body's zod schema, or another media type's JSON Schema. */
  body?: z.ZodType | { contentType: string; schema: Record<string, unknown>; description: string };
  query?: readonly QuerySpec[];
  /** The 200 answer: a zod schema (JSON), or another media type. */
  answer: z.ZodType | { contentType: string; schema: Record<string, unknown>; description: string };
  /** The error codes this route can answer with, in the shared error body. */
  errors: readonly ErrorCode[];
  /** `error.message` when it is not the catalogue's text for operationId (the provider's calls say so). */
  errorMessage?: string;
  /** Answers other than 200 and the error body (an HTML page, readiness's 503). */
  otherAnswers?: Readonly<Record<string, { description: string; contentType: string; schema: Record<string, unknown> }>>;
  /** Path parameters' descriptions, by name. */
  pathParams?: Readonly<Record<string, string>>;
}
