import { useId, useState, type FormEvent } from 'react';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MODES,
  PUSH_MODES,
  type NotificationMode,
  type PushMode,
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
const PUSH_LABELS: Record<PushMode, string> = { instant: 'Instant', off: 'Off' };
const FEEDBACK = { saving: 'Saving…', saved: 'Saved', failed: 'Could not save your settings. Please try again.' } as const;
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Per kind, e-mail (instant / daily digest / off) and push (instant / off), the digest hour, quiet
 * hours and the time zone; saved together.
 */
export function NotificationForm({ settings, save, onSubmit, browserTimeZone: browserZone }: NotificationFormProps) {
  const id = useId();
  // Never saved (the server's default zone): start from the browser's own.
  const [draft, setDraft] = useState<NotificationSettings>(() =>
    settings.timeZone === 'UTC' && browserZone ? { ...settings, timeZone: browserZone } : settings,
  );
  const setMode = (kind: (typeof NOTIFICATION_KINDS)[number], mode: NotificationMode) =>
    setDraft((d) => ({ ...d, channels: { ...d.channels, email: { ...d.channels.email, [kind]: mode } } }));
  const setPush = (kind: (typeof NOTIFICATION_KINDS)[number], mode: PushMode) =>
    setDraft((d) => ({ ...d, channels: { ...d.channels, push: { ...d.channels.push, [kind]: mode } } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(draft);
  };
  const quiet = draft.quietHours;

  return (
    <form className="hm-notify-form" onSubmit={submit} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="hm-muted">
        E-mails and browser notifications reach you when you are away. Each one links straight to what it is about. A notification in a browser
        comes first; the e-mail about the same thing follows only if it is still unseen a while later.
      </p>
      <fieldset className="hm-notify-kinds">
        <legend>Tell me about</legend>
        <div className="hm-notify-kind hm-notify-head" aria-hidden="true">
          <span />
          <span>E-mail</span>
          <span>Browser</span>
        </div>
        {NOTIFICATION_KINDS.map((kind) => (
          <div key={kind} className="hm-notify-kind">
            <span id={`${id}-${kind}-label`}>{NOTIFICATION_KIND_LABELS[kind]}</span>
            <select
              id={`${id}-${kind}`}
              aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: e-mail`}
              value={draft.channels.email[kind]}
              onChange={(e) => setMode(kind, e.target.value as NotificationMode)}
            >
              {NOTIFICATION_MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_LABELS[m]}
                </option>
              ))}
            </select>
            <select aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: browser notification`} value={draft.channels.push[kind]} onChange={(e) => setPush(kind, e.target.value as PushMode)}>
              {PUSH_MODES.map((m) => (
                <option key={m} value={m}>
                  {PUSH_LABELS[m]}
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
