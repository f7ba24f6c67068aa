/**
 * `load` (a dynamic import, usually) run once and shared by every caller; when it fails, the failure is not kept: the
 * next caller asks again (a chunk that did not arrive may arrive now).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
