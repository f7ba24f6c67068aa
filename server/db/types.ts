import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * The database every module is handed: PGlite's and node-postgres's drizzle typed as their common base. A module of
 * its own, so that naming the type never loads the client that opens the database.
 */
export type DB = PgDatabase<PgQueryResultHKT, typeof schema>;
