interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the page's event loop, so that work split around it runs as several
 * short tasks: the browser paints and answers taps between them. On a mid-range tablet one task of
 * startup work easily passes the 50 ms after which a tap waits. scheduler.yield() where there is
 * one (it keeps the page's place ahead of other pages' tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
