import "server-only";

/** node-postgres returns `{ rows }`, PGlite returns `{ rows }` too; keep the access in one place. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
