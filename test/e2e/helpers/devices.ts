/** The two screens the browser tests check a layout on: a desktop window and a touch phone. */
import type { BrowserContextOptions } from 'playwright-core';

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
/** A phone with a 2× screen, for tests that measure sub-pixel positions. */
export const SHARP_PHONE: BrowserContextOptions = { ...PHONE, deviceScaleFactor: 2 };

/** Both, named, for `describe.each`. */
export const SIZES: Array<[string, BrowserContextOptions]> = [['desktop', DESKTOP], ['phone', PHONE]];
