/**
 * Runs `fn` once, `ms` after the first call of a burst; the calls meanwhile ride along with it.
 * `cancel` drops a run still waiting.
 */
export function coalesce(fn: () => void, ms: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    call() {
      timer ??= setTimeout(() => {
        timer = null;
        fn();
      }, ms);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
