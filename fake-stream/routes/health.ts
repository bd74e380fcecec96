import type { FakeStreamContext } from '../context.js';
import type { Router } from '../http/router.js';

/** `GET /hi`: the SDK's reachability probe; no credentials needed. */
export function registerHealthRoutes(router: Router, _ctx: FakeStreamContext): void {
  router.addPublic('GET', '/hi', () => ({}));
}
