/** Resolves after `ms`, or at once when `signal` aborts (a loop that waits between tries then stops). */
export const abortableWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
