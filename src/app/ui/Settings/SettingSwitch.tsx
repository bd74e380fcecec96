/** One labelled on/off switch (a checkbox with the switch role: Space toggles it, screen readers say "switch"). */
import { useId } from 'react';

/** Props of SettingSwitch. */
export interface SettingSwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  /** Still taking effect (aria-busy): on, but what it turns on is still starting. */
  busy?: boolean;
  /** The text under the switch (a failure, an explanation); announced when it appears. */
  note?: string | null;
  onChange(checked: boolean): void;
}

/** A switch with its label and, when there is one, its note. */
export function SettingSwitch({ label, checked, disabled = false, busy = false, note, onChange }: SettingSwitchProps) {
  const id = useId();
  return (
    <div className="bc-setting">
      <label className="bc-setting-row" htmlFor={id}>
        <span className="bc-setting-label">{label}</span>
        <input id={id} type="checkbox" role="switch" className="bc-switch" checked={checked} disabled={disabled} aria-busy={busy || undefined}
          aria-describedby={note ? `${id}-note` : undefined} onChange={(event) => onChange(event.target.checked)} />
      </label>
      {note && <p id={`${id}-note`} className="bc-setting-note" role="alert">{note}</p>}
    </div>
  );
}
