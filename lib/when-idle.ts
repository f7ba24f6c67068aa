/**
 * Runs `task` once the browser is idle after the first paint (at the latest after `timeout` ms; 200 ms later where
 * there is no requestIdleCallback). Answers the function that cancels it, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const id = idle(task, { timeout });
  return () => cancel(id);
}
