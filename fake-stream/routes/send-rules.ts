import type { FakeStreamContext } from '../context.js';
import type { Router } from '../http/router.js';
import { linkRuleHook } from '../model/link-rule.js';
import { slowModeHook } from '../model/slow-mode.js';

/** The channel rules every new message passes (no routes): slow mode, then the per-channel link switch. */
export function registerChannelSendRules(_router: Router, ctx: FakeStreamContext): void {
  ctx.sendHooks.add(slowModeHook(ctx));
  ctx.sendHooks.add(linkRuleHook(ctx));
}
