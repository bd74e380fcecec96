/**
 * The kit's context hooks that answer `undefined` outside their provider, typed so: the kit declares them as always
 * answering a value, and a component that destructured one where the provider was missing blanked the whole
 * conversation (the hover reaction button's selector, outside any menu). Lint sends every use here
 * (lint/kitContexts.mjs).
 */
import { useContextMenuContext } from 'stream-chat-react';

/** The message menu around this component, if it sits inside one. */
export const useContextMenuIfAny = useContextMenuContext as () => ReturnType<typeof useContextMenuContext> | undefined;
