import { useEffect, useState } from 'react';
import { disablePush, enablePush, pushState, type PushState } from '@hackmate/shared/push';

const SAYS: Record<PushState, string> = {
  on: 'On: this browser shows notifications, even with Hackmate closed.',
  off: 'Off: this browser shows no notifications.',
  denied: "Blocked in this browser's site settings for Hackmate; allow notifications there to turn them on.",
  unsupported: 'This browser cannot show notifications from Hackmate.',
};

export interface PushBrowserToggleProps {
  state: PushState | 'loading';
  busy: boolean;
  failed: boolean;
  onChange: (on: boolean) => void;
}

/** "This browser: on/off" — push is per browser, unlike the choices per kind, which follow the person. */
export function PushBrowserToggle({ state, busy, failed, onChange }: PushBrowserToggleProps) {
  const can = state === 'on' || state === 'off';
  return (
    <div className="hm-notify-row hm-notify-browser">
      <input id="hm-push-this-browser" type="checkbox" checked={state === 'on'} disabled={!can || busy} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor="hm-push-this-browser">Notifications in this browser</label>
      <p className="hm-muted" aria-live="polite">
        {state === 'loading' ? null : SAYS[state]}
      </p>
      {failed && <p role="alert">Could not change notifications in this browser. Please try again.</p>}
    </div>
  );
}

export function PushThisBrowser() {
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    pushState().then(
      (s) => live && setState(s),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);
  const change = (on: boolean) => {
    setBusy(true);
    setFailed(false);
    (on ? enablePush() : disablePush())
      .then(setState, () => setFailed(true))
      .finally(() => setBusy(false));
  };
  return <PushBrowserToggle state={state} busy={busy} failed={failed} onChange={change} />;
}
