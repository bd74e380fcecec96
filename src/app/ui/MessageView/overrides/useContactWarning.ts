/**
 * The composer's contact-details warning for `text` in `channel`. Its detector loads only in a channel whose
 * contact policy hides details (`contact_policy` set by the service), so other conversations never fetch it.
 */
import { useEffect, useMemo, useState } from 'react';
import type { WarningTexts } from '../../../../chat/bounty/contactWarning.js';
import { resolveTexts } from '../conversationTextsContext.js';
import type { ConversationWordSource } from '../conversationTextsContext.js';

type Warn = (text: string, data: object | undefined, linkDomains: readonly string[], texts: WarningTexts) => string | null;
type Detector = { warn: Warn; english: WarningTexts };

/**
 * The warning to show, or null (also while the detector loads, a moment on the first masked channel);
 * `linkDomains` are those whose links the service lets through.
 */
export function useContactWarning(text: string, data: object | undefined, linkDomains: readonly string[], words: ConversationWordSource): string | null {
  const policy = (data as Record<string, unknown> | undefined)?.['contact_policy'];
  const masks = policy === 'mask' || policy === 'mask-until-awarded';
  const [warn, setWarn] = useState<Detector | null>(null);
  useEffect(() => {
    if (!masks || warn) return;
    let live = true;
    void import('../../../../chat/bounty/contactWarning.js').then((module) => { if (live) setWarn({ warn: module.contactWarning, english: module.englishWarningTexts }); });
    return () => { live = false; };
  }, [masks, warn]);
  // The warning's English loads with its detector; the locale's words and the host's go over it.
  const texts = useMemo(() => (warn ? resolveTexts(warn.english, words) : null), [warn, words]);
  return masks && warn && texts ? warn.warn(text, data, linkDomains, texts) : null;
}
