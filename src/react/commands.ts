/** The widget's commands for React: plain module functions, so their identity never changes between renders. */
import type { Commands } from '../loader/types.js';
import { whenLoaded } from './loadLoader.js';

/** Opens the panel. */
export const open = (): Promise<void> => whenLoaded().then((api) => api.open());

/** Closes the panel. */
export const close = (): Promise<void> => whenLoaded().then((api) => api.close());

/** Opens or closes the panel. */
export const toggle = (): Promise<void> => whenLoaded().then((api) => api.toggle());

/** Opens (and joins) a bounty's channel; see `openBounty` in the host API. */
export const openBounty = (...args: Parameters<Commands['openBounty']>): Promise<void> =>
  whenLoaded().then((api) => api.openBounty(...args));

/** Opens the direct-message channel between the signed-in user and `target.userId` about a bounty. */
export const openDM = (...args: Parameters<Commands['openDM']>): Promise<void> =>
  whenLoaded().then((api) => api.openDM(...args));
