/**
 * The settings view, reached from the list's header: whether chat e-mails reach the user (kept by the product
 * service, saved at once) and whether this device shows desktop notifications (kept in this browser). Loaded
 * on first use, so the list and a conversation do not carry it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSafetyTexts } from '../Safety/useSafetyTexts.js';
import { BlockedPeople } from './BlockedPeople.js';
import type { PreferencesAnswer, ServiceClient } from '../../../service/index.js';
import type { DeviceNotices } from '../../notify/deviceNotices.js';
import { SettingSwitch } from './SettingSwitch.js';
import { adoptSettingsStyles } from './settingsStyles.js';
import { englishSettingsTexts, loadSettingsTexts } from './settingsTexts.js';
import type { SettingsTexts } from './settingsTexts.js';

/** Props of SettingsView. */
export interface SettingsViewProps {
  service: ServiceClient;
  /** "Notify me on this device", loaded on first need. */
  notices(): Promise<DeviceNotices>;
  locale: string | undefined;
  /** The view's title for the panel's title bar, once its texts are in. */
  onTitle(title: string): void;
  /** The host's `texts` (init): the blocked people's words read theirs there. */
  hostTexts?: Record<string, string> | undefined;
}

/**
 * The e-mail switch: unknown until get-preferences answers. Not disabled while saving: focus would leave it.
 * `bouncing`: mail to her address bounced, so none is sent until she turns it back on.
 */
type EmailState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; on: boolean; bouncing: boolean; saving: boolean; failed: boolean };

/** The two switches; focus moves into the view when it opens. */
export function SettingsView({ service, notices, locale, onTitle, hostTexts }: SettingsViewProps) {
  const safetyTexts = useSafetyTexts(locale, hostTexts);
  const [texts, setTexts] = useState<SettingsTexts>(englishSettingsTexts);
  const [email, setEmail] = useState<EmailState>({ status: 'loading' });
  // The device switch: unknown (disabled) until the setting's code is in.
  const [device, setDevice] = useState<{ notices: DeviceNotices; on: boolean; busy?: boolean } | null>(null);
  const [deviceNote, setDeviceNote] = useState<string | null>(null);
  const holder = useRef<HTMLElement>(null);
  const mounted = useRef(true);

  useLayoutEffect(() => { if (holder.current) adoptSettingsStyles(holder.current); }, []);
  useEffect(() => {
    mounted.current = true;
    holder.current?.focus({ preventScroll: true });
    return () => { mounted.current = false; };
  }, []);
  useEffect(() => {
    let active = true;
    void loadSettingsTexts(locale).then((loaded) => { if (active) { setTexts(loaded); onTitle(loaded.title); } });
    return () => { active = false; };
  }, [locale, onTitle]);
  useEffect(() => {
    let active = true;
    notices().then((loaded) => { if (active) setDevice({ notices: loaded, on: loaded.enabled() }); }, () => undefined);
    return () => { active = false; };
  }, [notices]);
  useEffect(() => {
    let active = true;
    service.getPreferences().then(
      (answer) => { if (active) setEmail({ status: 'ready', ...stored(answer), saving: false, failed: false }); },
      () => { if (active) setEmail({ status: 'failed' }); },
    );
    return () => { active = false; };
  }, [service]);

  const changeEmail = (on: boolean): void => {
    if (email.status !== 'ready' || email.saving) return;
    const before = email;
    setEmail({ ...email, on, saving: true, failed: false });
    service.setPreferences({ emailNotifications: on ? 'all' : 'none' }).then(
      (answer) => { if (mounted.current) setEmail({ status: 'ready', ...stored(answer), saving: false, failed: false }); },
      // Not saved: the switch shows what is stored again, and says so.
      () => { if (mounted.current) setEmail({ ...before, saving: false, failed: true }); },
    );
  };

  const resumeEmail = (): void => {
    if (email.status !== 'ready' || email.saving) return;
    const before = email;
    setEmail({ ...email, saving: true, failed: false });
    service.clearEmailBounce().then(
      (answer) => { if (mounted.current) setEmail({ status: 'ready', ...stored(answer), saving: false, failed: false }); },
      () => { if (mounted.current) setEmail({ ...before, saving: false, failed: true }); },
    );
  };

  const changeDevice = (on: boolean): void => {
    if (!device) return;
    const setting = device.notices;
    setDeviceNote(null);
    if (!on) { setting.disable(); setDevice({ notices: setting, on: false }); return; }
    // On at once, busy until notifications run (the browser's answer, then the notifier's code).
    setDevice({ notices: setting, on: true, busy: true });
    // Called within the click: the browser shows its prompt only for a gesture of the person.
    void setting.enable().then((outcome) => {
      if (!mounted.current) return;
      setDevice({ notices: setting, on: outcome === 'on' });
      if (outcome !== 'on') setDeviceNote(outcome === 'denied' ? texts.denied : texts.unsupported);
    });
  };

  const emailNote = email.status === 'failed' ? texts.loadFailed : email.status === 'ready' && email.failed ? texts.saveFailed : null;
  return (
    <section className="bc-settings" aria-label={texts.title} ref={holder} tabIndex={-1}>
      {email.status === 'ready' && email.bouncing && (
        <div className="bc-setting-bounce" role="status">
          <p>{texts.bounced}</p>
          <button type="button" className="bc-setting-action" disabled={email.saving} onClick={resumeEmail}>{texts.resume}</button>
        </div>
      )}
      <SettingSwitch label={texts.email} checked={email.status === 'ready' && email.on}
        disabled={email.status !== 'ready'} note={emailNote} onChange={changeEmail} />
      <SettingSwitch label={texts.device} checked={device?.on ?? false} disabled={!device} busy={device?.busy} note={deviceNote} onChange={changeDevice} />
      <BlockedPeople service={service} texts={safetyTexts} />
    </section>
  );
}

/** The stored e-mail setting as the view shows it. */
function stored(answer: PreferencesAnswer): { on: boolean; bouncing: boolean } {
  return { on: answer.emailNotifications === 'all', bouncing: answer.emailBouncing === true };
}
