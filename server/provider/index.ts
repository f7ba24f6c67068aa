import "server-only";
import type { DB } from "@/server/db/types";
import type { GameProvider } from "./types";
import { demoProvider } from "./demo";

/** The game provider the embedded API talks to. One implementation so far: the built-in demo provider. */
export function gameProvider(db: DB): GameProvider {
  return demoProvider(db);
}

export { ProviderError, type GameProvider, type PlayEnd } from "./types";
