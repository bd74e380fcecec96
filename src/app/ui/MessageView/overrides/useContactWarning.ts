/**
 * The composer's contact-details warning for `text` in `channel`. Its detector loads only in a channel whose
 * contact policy hides details (`contact_policy` set by the service), so other conversations never fetch it.
 */
import { useEffect, useState } from 'react';
import type { WarningTexts } from '../../../../chat/bounty/contactWarning.js';

type Warn = (text: string, data: object | undefined, linkDomains: readonly string[], texts: WarningTexts) => string | null;

/**
 * The warning to show, or null (also while the detector loads, a moment on the first masked channel);
 * `linkDomains` are those whose links the service lets through.
 */
export function useContactWarning(text: string, data: object | undefined, linkDomains: readonly string[], texts: WarningTexts): string | null {
  const policy = (data as Record<string, unknown> | undefined)?.['contact_policy'];
  const masks = policy === 'mask' || policy === 'mask-until-awarded';
  const [warn, setWarn] = useState<Warn | null>(null);
  useEffect(() => {
    if (!masks || warn) return;
    let live = true;
    void import('../../../../chat/bounty/contactWarning.js').then((module) => { if (live) setWarn(() => module.contactWarning); });
    return () => { live = false; };
  }, [masks, warn]);
  return masks && warn ? warn(text, data, linkDomains, texts) : null;
}
