/** The block and report dialogs' words for the list and the settings view: English (with the host's) until the locale's arrive. */
import { useEffect, useMemo, useState } from 'react';
import { englishSafetyTexts } from '../../../chat/safety/safetyTexts.js';
import type { SafetyTexts } from '../../../chat/safety/safetyTexts.js';
import { overrideTexts } from '../../../chat/texts/hostTexts.js';
import { loadSafetyTexts } from '../../i18n/safetyTexts.js';

/** The safety texts for `locale`, the host's `texts` over them. */
export function useSafetyTexts(locale: string | undefined, hostTexts: Record<string, string> | undefined): SafetyTexts {
  const english = useMemo(() => overrideTexts(englishSafetyTexts, hostTexts), [hostTexts]);
  const [loaded, setLoaded] = useState<{ texts: SafetyTexts; for: unknown } | null>(null);
  useEffect(() => {
    let active = true;
    void loadSafetyTexts(locale, hostTexts).then((texts) => { if (active) setLoaded({ texts, for: english }); });
    return () => { active = false; };
  }, [locale, hostTexts, english]);
  return loaded?.for === english ? loaded.texts : english;
}
