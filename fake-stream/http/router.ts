import type { IncomingMessage } from 'node:http';
import type { Caller } from '../auth.js';

/** A parsed JSON object body (or `{}` when the route takes none). */
export type JsonObject = Record<string, unknown>;

/** What a public route handler sees (no credentials checked: served files, health). */
export type PublicRouteRequest = {
  method: string;
  path: string;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: JsonObject;
  raw: IncomingMessage;
};

/** What an authenticated route handler sees. */
export type RouteRequest = PublicRouteRequest & {
  caller: Caller;
  /** The socket connection the SDK names in `connection_id`, if any (needed to watch channels). */
  connectionId: string | undefined;
};

/** A non-JSON answer (a served file, a redirect). */
export type RawResponse = { raw: true; status: number; headers: Record<string, string>; body: Buffer | string };

/** A handler answers a JSON object (the pipeline adds `duration`) or a raw response. */
export type RouteResult = JsonObject | RawResponse;

/** How a route wants its body: parsed JSON (default) or untouched for multipart uploads. */
export type RouteOptions = { body?: 'json' | 'raw' };

type Route = {
  method: string;
  pattern: string;
  matcher: RegExp;
  names: string[];
  options: RouteOptions;
} & ({ auth: 'required'; handler: (request: RouteRequest) => RouteResult | Promise<RouteResult> } | {
  auth: 'none';
  handler: (request: PublicRouteRequest) => RouteResult | Promise<RouteResult>;
});

/** A matched route with its path parameters. */
export type RouteMatch = { route: Route; params: Record<string, string> };

/** Method + path pattern (`/channels/:type/:id/query`) → handler. First registration wins on ties. */
export class Router {
  private readonly routes: Route[] = [];

  /** Registers a route that needs a valid api_key and JWT. */
  add(method: string, pattern: string, handler: (request: RouteRequest) => RouteResult | Promise<RouteResult>, options: RouteOptions = {}): void {
    this.routes.push({ ...compile(method, pattern), options, auth: 'required', handler });
  }

  /** Registers a route open to anyone (e.g. serving an uploaded file back to an <img>). */
  addPublic(method: string, pattern: string, handler: (request: PublicRouteRequest) => RouteResult | Promise<RouteResult>, options: RouteOptions = {}): void {
    this.routes.push({ ...compile(method, pattern), options, auth: 'none', handler });
  }

  /** The route for a request, or why there is none. */
  match(method: string, path: string): RouteMatch | { missing: 'path' | 'method'; allowed: string[] } {
    const allowed: string[] = [];
    for (const route of this.routes) {
      const found = route.matcher.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      return { route, params };
    }
    return { missing: allowed.length > 0 ? 'method' : 'path', allowed };
  }

  /** Every registered "METHOD pattern", for error messages and docs. */
  describe(): string[] {
    return this.routes.map((route) => `${route.method} ${route.pattern}`);
  }
}

function compile(method: string, pattern: string): { method: string; pattern: string; matcher: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method: method.toUpperCase(), pattern, matcher: new RegExp(`^${source}/?$`), names };
}
