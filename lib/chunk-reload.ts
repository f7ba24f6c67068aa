/** A failed chunk load reloads the page, at most once per 60 s. */
const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = "chunkReloadAt";

const CHUNK_ERROR = /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const text =
    typeof reason === "string"
      ? reason
      : `${(reason as { name?: string }).name ?? ""} ${(reason as { message?: string }).message ?? ""}`;
  return CHUNK_ERROR.test(text);
}

/** Whether to reload now, given when we last did (ms since epoch, or null). */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Decides and records; returns true when the caller should reload. */
export function claimChunkReload(storage: Pick<Storage, "getItem" | "setItem">, now = Date.now()): boolean {
  const raw = storage.getItem(CHUNK_RELOAD_KEY);
  const last = raw === null ? null : Number(raw);
  if (!shouldReload(last, now)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}
