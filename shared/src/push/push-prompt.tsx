import { useState } from 'react';
import { toast } from '../toast';
import { enablePush, pushState, pushSupported, type PushState } from './push-client';

export type PushReason = 'interested' | 'message';

const WHY: Record<PushReason, string> = {
  interested: 'Get a notification in this browser when they answer, even with Hackmate closed?',
  message: 'Get a notification in this browser when they reply, even with Hackmate closed?',
};

export interface PushPromptProps {
  reason: PushReason;
  /** Turns push on (asks the browser); answers the state it ended in. */
  onEnable: () => Promise<PushState>;
  onDone: () => void;
}

/** The small in-app prompt that explains why before the browser's own permission question. */
export function PushPrompt({ reason, onEnable, onDone }: PushPromptProps) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PushState | 'failed' | null>(null);
  const enable = async () => {
    setBusy(true);
    const state = await onEnable().catch(() => 'failed' as const);
    setBusy(false);
    setResult(state);
    if (state === 'on') onDone();
  };
  return (
    <div className="hm-push-prompt" role="group" aria-label="Notifications in this browser">
      <p>{WHY[reason]}</p>
      {result === 'denied' && <p role="alert">Notifications are blocked for Hackmate in this browser&apos;s site settings.</p>}
      {result === 'failed' && <p role="alert">Could not turn notifications on. You can try again from Settings.</p>}
      <div className="hm-push-prompt-actions">
        <button type="button" className="hm-btn" disabled={busy} onClick={() => void enable()}>
          Turn on
        </button>
        <button type="button" className="hm-btn hm-btn-secondary" onClick={onDone}>
          Not now
        </button>
      </div>
    </div>
  );
}

const ASKED_KEY = 'hackmate:push-asked';

/**
 * After a meaningful action (the first Interested sent, the first message): offers push once per
 * browser, only if the browser can and nobody decided yet — never on a page load.
 */
export async function offerPush(reason: PushReason): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'default') return;
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
  } catch {
    return; // No storage: we could not remember the answer, so do not ask at all.
  }
  if ((await pushState()) === 'on') return;
  const toastId = `push-offer`;
  toast(<PushPrompt reason={reason} onEnable={enablePush} onDone={() => toast.dismiss(toastId)} />, { toastId, autoClose: false, closeOnClick: false });
}
