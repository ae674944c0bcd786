import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so "Active 12 min ago" does not stand still. */
export function useNow(everyMs = 30_000, pinned?: Date): Date {
  const [now, setNow] = useState(() => pinned ?? new Date());
  useEffect(() => {
    if (pinned) return;
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, pinned]);
  return pinned ?? now;
}
