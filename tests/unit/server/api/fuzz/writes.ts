import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";

/**
 * Rate-limit counters are the one write a refused request may make: a failed login or a refused OTP send counts
 * against its phone and address (that is how the limits work), in rate_events; a failed login on a member's phone is
 * kept in their login history (login_events). A money call that carries an
 * Idempotency-Key also stores its refusal with the key, so a retry gets the same answer (README: Idempotency-Key).
 */
const ALLOWED_ON_REFUSAL = new Set(["rate_events", "login_events"]);
const KEYED_REFUSAL = "idempotency_keys";

const tablesOf = async (db: DB) =>
  rowsOf<{ name: string }>(
    await db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_writes' ORDER BY 1`),
  ).map((r) => r.name);

/**
 * Every row inserted, updated or deleted in any table is noted in fuzz_writes by a row trigger, inside the writing
 * transaction (a rolled-back write leaves no note). Reading the last note's id before and after a request tells
 * exactly which tables that request changed.
 */
export async function installWriteLog(db: DB): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS fuzz_writes (id bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL)`);
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION fuzz_note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO fuzz_writes (tbl, op) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`);
  for (const t of await tablesOf(db)) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS fuzz_note ON "${t}"`));
    await db.execute(sql.raw(`CREATE TRIGGER fuzz_note AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION fuzz_note()`));
  }
}

export async function lastWrite(db: DB): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`SELECT coalesce(max(id), 0) AS n FROM fuzz_writes`));
  return Number(row!.n);
}

/** The tables written since note `after`, e.g. ["INSERT sessions"], leaving out the allowed ones. */
export async function writesSince(db: DB, after: number, opts: { idempotencyKey: boolean }): Promise<string[]> {
  const rows = rowsOf<{ tbl: string; op: string }>(
    await db.execute(sql`SELECT DISTINCT tbl, op FROM fuzz_writes WHERE id > ${after} ORDER BY tbl, op`),
  );
  return rows
    .filter((r) => !ALLOWED_ON_REFUSAL.has(r.tbl) && !(opts.idempotencyKey && r.tbl === KEYED_REFUSAL))
    .map((r) => `${r.op} ${r.tbl}`);
}

/** Row count and md5 of every row of every table (rate_events and the write log left out): equal = nothing changed. */
export async function contentHash(db: DB): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of await tablesOf(db)) {
    if (ALLOWED_ON_REFUSAL.has(t)) continue;
    const [row] = rowsOf<{ n: string | number; h: string | null }>(
      await db.execute(sql.raw(`SELECT count(*) AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${t}" x`)),
    );
    out[t] = `${row!.n}:${row!.h}`;
  }
  return out;
}
