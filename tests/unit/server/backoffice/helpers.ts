import { vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import type { StaffRole } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { createStaff, signInStaff } from "@/server/backoffice/staff";
import { clock } from "@/server/protection/clock";
import { codeAt, fromBase32, stepOf, TOTP_STEP_SECONDS } from "@/server/protection/totp-code";
import { body, call, member, webhook } from "../wallet/helpers";

let seq = 0;
/** Each sign-in moves the clock one TOTP step on, so no code is ever offered twice. */
let step = stepOf(new Date());

/** The current code of a secret, with the clock (server/protection/clock.ts) on a fresh step. */
export function freshCode(secret: string): string {
  step += 1;
  vi.spyOn(clock, "now").mockReturnValue(new Date(step * TOTP_STEP_SECONDS * 1000 + 1_000));
  return codeAt(fromBase32(secret), step);
}

/** A staff account of `role`, signed in: its actor, session token and TOTP secret. */
export async function staffMember(db: DB, role: StaffRole) {
  const username = `${role}${process.pid % 1000}x${++seq}`;
  const password = "Staff-pass-1234";
  const created = await createStaff(db, null, { username, password, role });
  const { token, actor } = await signInStaff(db, { username, password, code: freshCode(created.secret), ip: "203.0.113.9" });
  return { ...created, username, password, token, actor };
}

/** A member with a pending withdrawal of `baht`: its member and request ids. */
export async function pendingWithdrawal(db: DB, baht: number) {
  const m = await member(db, { satang: baht * 100 + 50_000, deposited: true });
  const res = await call("/api/requests/withdraw", { token: m.token, body: { phone: m.phone, amount: baht } });
  const json = await body(res);
  if (json.success !== true) throw new Error(`withdrawal refused: ${JSON.stringify(json)}`);
  return { member: m, id: Number(json.id) };
}

export const auditRows = async (db: DB, targetType: string, targetId: number | string) =>
  rowsOf<{ action: string; staff_id: number | null; role: string | null; before: unknown; after: unknown; reason: string | null; ip: string | null }>(
    await db.execute(sql`
      SELECT action, staff_id, role, before, after, reason, ip FROM audit_log
      WHERE target_type = ${targetType} AND target_id = ${String(targetId)} ORDER BY id`),
  );

export const auditCount = async (db: DB) =>
  Number(rowsOf<{ n: string | number }>(await db.execute(sql`SELECT count(*) AS n FROM audit_log`))[0]!.n);

/**
 * A bank transfer that arrived after its deposit expired: the member, the expired deposit's id and amount (satang),
 * and the manual review the statement line became.
 */
export async function lateTransfer(db: DB, baht: number) {
  const m = await member(db, { deposited: true });
  const prepared = await body(await call("/api/requests/deposit/prepare", { token: m.token, body: { amount: baht, promotion_id: null, ip: "" } }));
  if (prepared.success === false) throw new Error(`prepare refused: ${JSON.stringify(prepared)}`);
  const [deposit] = rowsOf<{ id: number; amount: string | number }>(
    await db.execute(sql`SELECT id, amount_satang AS amount FROM money_requests WHERE member_id = ${m.id} AND type = 'deposit' ORDER BY id DESC LIMIT 1`),
  );
  await db.execute(sql`UPDATE money_requests SET status = 'expired', deleted_cause = 'หมดเวลาทำรายการฝาก', settled_at = now() WHERE id = ${deposit!.id}`);
  const amount = Number(deposit!.amount);
  const line = { statement_id: `late-${deposit!.id}-${Math.random().toString(36).slice(2)}`, amount: (amount / 100).toFixed(2), transferred_at: new Date().toISOString() };
  const outcome = await body(await webhook("bank-statement", line));
  if (outcome.outcome !== "manual_review") throw new Error(`statement line ${JSON.stringify(outcome)}`);
  const [review] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM manual_reviews WHERE event_id = ${line.statement_id}`));
  return { member: m, depositId: Number(deposit!.id), amount, reviewId: Number(review!.id) };
}
