/**
 * Which app module the loader imports, and how. The moving loaders (dist/bounty-chat.js, .mjs) import the newest
 * app/index.js as it is. A version's pinned copies (dist/v<version>/…, what a host puts an `integrity` attribute
 * on) import that build's pin module instead, after the browser has checked it against the hash the build wrote
 * into them; the pin module checks every app chunk in turn (src/loader/pin.ts). The build sets `__BC_PIN__`
 * (rollup.config.mjs): `null` in the moving loaders, so none of this ships in them.
 */
import type { AppHandle, Emit, ResolvedInitOptions } from '../chat/hostApi.js';
import { modulePreload } from './modulePreload.js';

declare const __BC_PIN__: { path: string; integrity: string } | null | undefined;

/** The app module's surface as the loader uses it: the pin module's mount answers a promise. */
export interface AppModule {
  mount: (shadowRoot: ShadowRoot, options: ResolvedInitOptions, emit: Emit) => AppHandle | Promise<AppHandle>;
}

// Outside a build (the unit tests) the name is not defined at all: the moving loader's behaviour.
const PIN = typeof __BC_PIN__ === 'object' ? __BC_PIN__ : null;

/** The app module's path relative to the loader file. */
export const APP_PATH = PIN ? PIN.path : 'app/index.js';

/** Imports the app module at `url` (the loader's URL resolved with APP_PATH). */
export const importApp = (url: string): Promise<AppModule> =>
  (PIN ? modulePreload(url, PIN.integrity) : Promise.resolve()).then(() => import(/* @vite-ignore */ url) as Promise<AppModule>);
