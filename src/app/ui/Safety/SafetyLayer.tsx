/**
 * Blocking and reporting in a conversation: the dialogs ("Block <name>?", the report's reasons) over the conversation,
 * opened from the header's buttons and the message menu through useSafety(). Everything goes through the product
 * service, which calls the provider and records it; a failure is said in the dialog and nothing is half done.
 */
import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { SafetyService, SafetyTarget } from './safetyTypes.js';
import { importWhenOnline } from '../../lazy/importWhenOnline.js';
import type { SafetyTexts } from '../../../chat/safety/safetyTexts.js';

export type { SafetyTarget } from './safetyTypes.js';

/** What the conversation's parts may ask for. */
export interface SafetyApi {
  texts: SafetyTexts;
  /** The connected user: her own messages are not hers to report. */
  ownUserId: string | undefined;
  report(target: SafetyTarget, opener: HTMLElement | null): void;
  block(target: SafetyTarget, opener: HTMLElement | null): void;
}

const SafetyContext = createContext<SafetyApi | null>(null);

/** The conversation's block and report steps; null outside a SafetyLayer. */
export function useSafety(): SafetyApi | null {
  return useContext(SafetyContext);
}

/** Props of SafetyLayer. */
export interface SafetyLayerProps {
  service: SafetyService;
  texts: SafetyTexts;
  ownUserId: string | undefined;
  /** The person was blocked (from the block step or the report's): the conversation leaves the list. */
  onBlocked(target: SafetyTarget): void;
  children: ReactNode;
}

type Open = { kind: 'report' | 'block'; target: SafetyTarget; opener: HTMLElement | null } | null;

/** Provides useSafety() to its children and shows the open dialog over them. */
export function SafetyLayer({ service, texts, ownUserId, onBlocked, children }: SafetyLayerProps) {
  const [open, setOpen] = useState<Open>(null);
  const api = useMemo<SafetyApi>(() => ({
    texts,
    ownUserId,
    report: (target, opener) => setOpen({ kind: 'report', target, opener }),
    block: (target, opener) => setOpen({ kind: 'block', target, opener }),
  }), [texts, ownUserId]);
  const close = useCallback(() => {
    const opener = open?.opener;
    setOpen(null);
    // Focus goes back where the step was opened from (a menu item that is gone: the conversation's composer stays reachable).
    if (opener?.isConnected) opener.focus();
  }, [open]);
  return (
    <SafetyContext.Provider value={api}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <SafetyDialog key={open.kind} kind={open.kind} target={open.target} texts={texts} service={service} onBlocked={onBlocked} close={close} />
        </Suspense>
      )}
    </SafetyContext.Provider>
  );
}

/** The dialogs load on first use. */
const SafetyDialog = lazy(() => importWhenOnline(() => import('./SafetyDialogs.js')));
