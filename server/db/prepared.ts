import "server-only";
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DB } from "./types";

const dialect = new PgDialect();
/** Statement text → its name; the texts are few (one per call site and shape), so this stays small. */
const names = new Map<string, string>();

/**
 * `db.execute(query)` as a named prepared statement: on PostgreSQL each pooled connection parses and plans it once,
 * not on every call. For a hot statement with many subqueries that is most of its cost (the profile poll's figures
 * are in docs/performance.md). The name comes from the text, so two different texts never share a name
 * (node-postgres refuses that). PGlite runs it as it runs any statement.
 */
export function executePrepared(db: DB, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  let name = names.get(built.sql);
  if (!name) {
    name = `p_${createHash("sha256").update(built.sql).digest("hex").slice(0, 24)}`;
    if (names.size < 100) names.set(built.sql, name);
  }
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}
