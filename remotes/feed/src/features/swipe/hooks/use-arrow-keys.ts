import { useEffect } from 'react';
import type { SwipeAction } from '../lib/swipe-decision';

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** → is interested and ← is ignore for `userId` (none: the keys are left alone), once per press, unless typing. */
export function useArrowKeys(userId: string | undefined, onAction: (action: SwipeAction, userId: string) => void): void {
  useEffect(() => {
    if (!userId) return;
    const onKey = (event: KeyboardEvent) => {
      // A key held down repeats: it still means one swipe.
      if (event.repeat) {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') event.preventDefault();
        return;
      }
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingInField(event.target)) return;
      if (event.key === 'ArrowRight') onAction('interested', userId);
      else if (event.key === 'ArrowLeft') onAction('ignore', userId);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [userId, onAction]);
}
