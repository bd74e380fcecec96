/** dist/app/index.js: the app entry the loader imports; `mount` renders one widget into a shadow root. */
import type { Mount } from '../chat/hostApi.js';
import { createWidget } from './createWidget.js';

/** Mounts the widget (see createWidget). */
export const mount: Mount = (shadowRoot, options, emit) => createWidget(shadowRoot, options, emit);
