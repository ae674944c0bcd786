import { useId, useState, type FormEvent } from 'react';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MODES,
  type NotificationMode,
} from '@hackmate/shared/contracts/constants';
import type { NotificationSettings } from '@hackmate/shared/contracts';
import type { NotificationSaveState } from '../hooks/use-notification-settings';
import './notification-form.css';

export interface NotificationFormProps {
  settings: NotificationSettings;
  save: NotificationSaveState;
  onSubmit: (settings: NotificationSettings) => void;
  /** The browser's time zone, offered while the stored one is still the default. */
  browserTimeZone?: string;
}

const MODE_LABELS: Record<NotificationMode, string> = { instant: 'Instant', digest: 'Daily digest', off: 'Off' };
const FEEDBACK = { saving: 'Saving…', saved: 'Saved', failed: 'Could not save your settings. Please try again.' } as const;
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** E-mail per kind (instant / daily digest / off), the digest hour, quiet hours and the time zone; saved together. */
export function NotificationForm({ settings, save, onSubmit, browserTimeZone: browserZone }: NotificationFormProps) {
  const id = useId();
  // Never saved (the server's default zone): start from the browser's own.
  const [draft, setDraft] = useState<NotificationSettings>(() =>
    settings.timeZone === 'UTC' && browserZone ? { ...settings, timeZone: browserZone } : settings,
  );
  const setMode = (kind: (typeof NOTIFICATION_KINDS)[number], mode: NotificationMode) =>
    setDraft((d) => ({ ...d, channels: { ...d.channels, email: { ...d.channels.email, [kind]: mode } } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(draft);
  };
  const quiet = draft.quietHours;

  return (
    <form className="hm-notify-form" onSubmit={submit} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="hm-muted">
        E-mails reach you when you are away. Each one links straight to what it is about.
      </p>
      <fieldset className="hm-notify-kinds">
        <legend>E-mail me about</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <div key={kind} className="hm-notify-kind">
            <label htmlFor={`${id}-${kind}`}>{NOTIFICATION_KIND_LABELS[kind]}</label>
            <select id={`${id}-${kind}`} value={draft.channels.email[kind]} onChange={(e) => setMode(kind, e.target.value as NotificationMode)}>
              {NOTIFICATION_MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_LABELS[m]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <div className="hm-notify-row">
        <label htmlFor={`${id}-digest`}>Daily digest at</label>
        <select id={`${id}-digest`} value={draft.digestHour} onChange={(e) => setDraft((d) => ({ ...d, digestHour: Number(e.target.value) }))}>
          {Array.from({ length: 24 }, (_, h) => (
            <option key={h} value={h}>
              {hour(h)}
            </option>
          ))}
        </select>
      </div>
      <div className="hm-notify-row">
        <input
          id={`${id}-quiet`}
          type="checkbox"
          checked={quiet !== null}
          onChange={(e) => setDraft((d) => ({ ...d, quietHours: e.target.checked ? { start: '22:00', end: '08:00' } : null }))}
        />
        <label htmlFor={`${id}-quiet`}>Quiet hours (instant e-mail waits until they end)</label>
      </div>
      {quiet && (
        <div className="hm-notify-row hm-notify-quiet">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="time" required value={quiet.start} onChange={(e) => setDraft((d) => ({ ...d, quietHours: { ...quiet, start: e.target.value } }))} />
          <label htmlFor={`${id}-to`}>to</label>
          <input id={`${id}-to`} type="time" required value={quiet.end} onChange={(e) => setDraft((d) => ({ ...d, quietHours: { ...quiet, end: e.target.value } }))} />
        </div>
      )}
      <div className="hm-notify-row">
        <label htmlFor={`${id}-tz`}>Time zone</label>
        <select id={`${id}-tz`} value={draft.timeZone} onChange={(e) => setDraft((d) => ({ ...d, timeZone: e.target.value }))}>
          {zones(draft.timeZone).map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </div>
      <div className="hm-notify-actions">
        <button type="submit" className="hm-btn" disabled={save === 'saving'}>
          Save notification settings
        </button>
        {save === 'failed' ? (
          <p role="alert" data-state="failed">
            {FEEDBACK.failed}
          </p>
        ) : (
          <p role="status" className="hm-muted" data-state={save}>
            {save === 'idle' ? null : FEEDBACK[save]}
          </p>
        )}
      </div>
    </form>
  );
}
