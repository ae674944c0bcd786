import { useId } from 'react';
import type { PrivacySettings } from '@hackmate/shared/types';
import type { PrivacySaveState } from '../hooks/use-privacy-settings';
import './privacy-settings.css';

export interface PrivacyTogglesProps {
  settings: PrivacySettings;
  save: PrivacySaveState;
  onChange: (change: Partial<PrivacySettings>) => void;
}

const FEEDBACK: Record<Exclude<PrivacySaveState, 'idle'>, string> = {
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Could not save your change. Please try again.',
};

interface PrivacySwitchProps {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One setting: a switch, its label, and what it means (read out as its description). */
function PrivacySwitch({ label, help, checked, onChange }: PrivacySwitchProps) {
  const id = useId();
  return (
    <div className="hm-privacy-row">
      <input id={id} type="checkbox" role="switch" checked={checked} aria-describedby={`${id}-help`} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-help`} className="hm-privacy-help hm-muted">
          {help}
        </span>
      </span>
    </div>
  );
}

/** The two switches of the live layer's privacy, with what each one means and how the last change went. */
export function PrivacyToggles({ settings, save, onChange }: PrivacyTogglesProps) {
  return (
    <div className="hm-privacy-toggles">
      <PrivacySwitch
        label="Show when I'm online"
        help="Your connections see when you are online, or how long ago you were active."
        checked={settings.showPresence}
        onChange={(showPresence) => onChange({ showPresence })}
      />
      <PrivacySwitch
        label="Send read receipts"
        help="People you chat with see when you have read their messages. Turned off, you also stop seeing when they have read yours."
        checked={settings.readReceipts}
        onChange={(readReceipts) => onChange({ readReceipts })}
      />
      {save === 'failed' ? (
        <p className="hm-privacy-feedback" data-state="failed" role="alert">
          {FEEDBACK.failed}
        </p>
      ) : (
        <p className="hm-privacy-feedback hm-muted" data-state={save} role="status">
          {save === 'idle' ? null : FEEDBACK[save]}
        </p>
      )}
    </div>
  );
}
