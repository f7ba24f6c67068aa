const EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Runs `task` once, at the person's first tap, click or key press anywhere on the page — not at load, an autofocus or
 * an idle moment, so code only a form needs (its checks, the login's device parser) is neither fetched nor run while
 * the page is still loading. Answers the function that cancels it, for an effect's cleanup.
 */
export function onFirstInput(task: () => void): () => void {
  const cancel = () => EVENTS.forEach((type) => window.removeEventListener(type, run, true));
  function run() {
    cancel();
    task();
  }
  EVENTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return cancel;
}
