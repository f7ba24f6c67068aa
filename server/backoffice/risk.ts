import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import type { RiskFlagKind } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { serverEnv } from "@/server/env";
import { HttpError } from "@/server/http/errors";
import { gameProvider, ProviderError } from "@/server/provider";
import { inTx } from "@/server/wallet/tx";
import { th } from "@/lib/i18n/th";
import { audit } from "./audit";
import { requirePermission, type StaffActor } from "./roles";

/**
 * Risk flags (docs/backoffice.md): the risk_scan job reads what members share and how they move money, and raises
 * flags for staff to review. A flag never blocks anyone; staff close it with a reason (audited).
 */

/** Sharing counts within this many days (the sessions, registrations and withdrawals a scan reads). */
const RISK_WINDOW_DAYS = 7;
/** The bonus rule looks this far back for claims followed by a withdrawal. */
const BONUS_WINDOW_DAYS = 30;
/** "At the minimum": the stakes between a claim and the withdrawal were at most this much above what the bonus asked. */
const TURNOVER_MARGIN = 0.1;
/** "Repeatedly": this many bonuses withdrawn at the minimum. */
const BONUS_REPEATS = 2;

interface Finding {
  kind: RiskFlagKind;
  subject: string;
  /** What the flag stands on (member ids, bonus ids): a closed flag is raised again only for new ones. */
  items: string[];
  memberIds: number[];
  evidence: Record<string, unknown>;
}

const window = (days: number) => sql`now() - make_interval(days => ${days})`;
const ids = (v: unknown) => (Array.isArray(v) ? v.map(Number) : String(v).replace(/[{}]/g, "").split(",").filter(Boolean).map(Number)).sort((a, b) => a - b);

/** Members whose browser carried another member's device token when a session opened (a login or a registration). */
async function sharedDevices(db: DB): Promise<Finding[]> {
  const rows = rowsOf<{ owner: number; others: unknown; sessions: string; first_at: string; last_at: string }>(
    await db.execute(sql`
      SELECT s.device_member AS owner, array_agg(DISTINCT s.member_id) AS others, count(*) AS sessions,
             min(s.created_at)::text AS first_at, max(s.created_at)::text AS last_at
      FROM sessions s JOIN members o ON o.id = s.device_member
      WHERE s.device_member IS NOT NULL AND s.device_member <> s.member_id AND s.created_at > ${window(RISK_WINDOW_DAYS)}
      GROUP BY s.device_member`),
  );
  return rows.map((r) => {
    const memberIds = [...new Set([Number(r.owner), ...ids(r.others)])].sort((a, b) => a - b);
    return {
      kind: "shared_device",
      subject: `device:${r.owner}`,
      items: memberIds.map(String),
      memberIds,
      evidence: { device_of: Number(r.owner), sessions: Number(r.sessions), first_at: r.first_at, last_at: r.last_at },
    };
  });
}

/** A bank account holder name (case and spacing aside) held by several members, one of them registered lately. */
async function sharedBankNames(db: DB): Promise<Finding[]> {
  const rows = rowsOf<{ name: string; members: unknown }>(
    await db.execute(sql`
      SELECT upper(regexp_replace(btrim(name), '\\s+', ' ', 'g')) AS name, array_agg(id) AS members
      FROM members WHERE status = 'active' AND name IS NOT NULL AND btrim(name) <> ''
      GROUP BY 1
      HAVING count(*) >= 2 AND max(created_at) > ${window(RISK_WINDOW_DAYS)}`),
  );
  return rows.map((r) => {
    const memberIds = ids(r.members);
    return { kind: "shared_bank_name", subject: `name:${r.name}`, items: memberIds.map(String), memberIds, evidence: { name: r.name } };
  });
}

/** Several members whose sessions opened from one IPv4 /24 network within the window. */
async function sharedNetworks(db: DB): Promise<Finding[]> {
  const rows = rowsOf<{ network: string; members: unknown; addresses: unknown }>(
    await db.execute(sql`
      SELECT regexp_replace(ip, '\\.[0-9]+$', '.0/24') AS network, array_agg(DISTINCT member_id) AS members,
             array_agg(DISTINCT ip) AS addresses
      FROM sessions
      WHERE ip ~ '^[0-9]{1,3}(\\.[0-9]{1,3}){3}$' AND created_at > ${window(RISK_WINDOW_DAYS)}
      GROUP BY 1 HAVING count(DISTINCT member_id) >= 2`),
  );
  return rows.map((r) => {
    const memberIds = ids(r.members);
    const addresses = String(r.addresses).replace(/[{}]/g, "").split(",").filter(Boolean);
    return { kind: "shared_ip", subject: `ip:${r.network}`, items: memberIds.map(String), memberIds, evidence: { network: r.network, addresses } };
  });
}

/** What the member staked at the provider between two moments; null when they have no provider account. */
async function staked(db: DB, memberId: number, from: Date, to: Date): Promise<number | null> {
  try {
    return await gameProvider(db).turnover(memberId, from, to);
  } catch (e) {
    if (e instanceof ProviderError && e.code === "no_account") return null;
    throw e;
  }
}

/** A withdrawal asked for after a deposit with no stake placed in between. */
async function depositThenWithdraw(db: DB): Promise<Finding[]> {
  const rows = rowsOf<{ withdrawal: number; member_id: number; amount: string; asked_at: string; deposit: number; deposited: string; credited_at: string }>(
    await db.execute(sql`
      SELECT w.id AS withdrawal, w.member_id, w.amount_satang AS amount, w.created_at::text AS asked_at,
             d.id AS deposit, d.amount_satang AS deposited, d.settled_at::text AS credited_at
      FROM money_requests w
      JOIN LATERAL (
        SELECT id, amount_satang, settled_at FROM money_requests
        WHERE member_id = w.member_id AND type = 'deposit' AND status = 'completed' AND settled_at <= w.created_at
        ORDER BY settled_at DESC LIMIT 1) d ON true
      WHERE w.type = 'withdraw' AND w.status IN ('pending', 'completed') AND w.created_at > ${window(RISK_WINDOW_DAYS)}
      ORDER BY w.id`),
  );
  const found: Finding[] = [];
  for (const r of rows) {
    const stakes = await staked(db, Number(r.member_id), new Date(r.credited_at), new Date(r.asked_at));
    if (stakes !== 0) continue;
    found.push({
      kind: "deposit_withdraw_no_play",
      subject: `withdrawal:${r.withdrawal}`,
      items: [String(r.withdrawal)],
      memberIds: [Number(r.member_id)],
      evidence: {
        deposit_id: Number(r.deposit),
        deposit_satang: Number(r.deposited),
        deposited_at: r.credited_at,
        withdrawal_id: Number(r.withdrawal),
        withdrawal_satang: Number(r.amount),
        asked_at: r.asked_at,
      },
    });
  }
  return found;
}

/**
 * Bonuses claimed and withdrawn at the turnover minimum, repeatedly: for each claimed bonus that asked a turnover,
 * the member's first withdrawal after it (before their next claim); the stakes in between no more than
 * TURNOVER_MARGIN above the requirement, BONUS_REPEATS times or more.
 */
async function bonusAtMinimum(db: DB): Promise<Finding[]> {
  const rows = rowsOf<{ bonus: number; member_id: number; amount: string; required: string; claimed_at: string; withdrawal: number; asked_at: string }>(
    await db.execute(sql`
      SELECT b.id AS bonus, b.member_id, b.amount_satang AS amount,
             COALESCE(b.turnover_satang, b.amount_satang * b.turnover_multiple) AS required, b.claimed_at::text AS claimed_at,
             w.id AS withdrawal, w.created_at::text AS asked_at
      FROM bonuses b
      JOIN LATERAL (
        SELECT id, created_at FROM money_requests
        WHERE member_id = b.member_id AND type = 'withdraw' AND status IN ('pending', 'completed') AND created_at > b.claimed_at
          AND NOT EXISTS (SELECT 1 FROM bonuses n WHERE n.member_id = b.member_id AND n.status = 'claimed'
                            AND n.claimed_at > b.claimed_at AND n.claimed_at < money_requests.created_at)
        ORDER BY created_at LIMIT 1) w ON true
      WHERE b.status = 'claimed' AND b.claimed_at > ${window(BONUS_WINDOW_DAYS)}
        AND COALESCE(b.turnover_satang, b.amount_satang * b.turnover_multiple) > 0
      ORDER BY b.member_id, b.claimed_at`),
  );
  const byMember = new Map<number, { bonus_id: number; bonus_satang: number; required_satang: number; staked_satang: number; withdrawal_id: number }[]>();
  for (const r of rows) {
    const required = Number(r.required);
    const stakes = await staked(db, Number(r.member_id), new Date(r.claimed_at), new Date(r.asked_at));
    if (stakes === null || stakes > required * (1 + TURNOVER_MARGIN)) continue;
    const list = byMember.get(Number(r.member_id)) ?? [];
    list.push({ bonus_id: Number(r.bonus), bonus_satang: Number(r.amount), required_satang: required, staked_satang: stakes, withdrawal_id: Number(r.withdrawal) });
    byMember.set(Number(r.member_id), list);
  }
  return [...byMember]
    .filter(([, list]) => list.length >= BONUS_REPEATS)
    .map(([memberId, list]) => ({
      kind: "bonus_turnover_minimum",
      subject: `member:${memberId}`,
      items: list.map((x) => String(x.bonus_id)),
      memberIds: [memberId],
      evidence: { bonuses: list },
    }));
}

/**
 * Raises a finding: a new flag; or the open flag of its kind and subject widened when the finding holds more items;
 * or nothing when a closed flag of that subject already held all of them (staff looked at exactly this).
 */
async function raise(db: DB, f: Finding): Promise<"raised" | "widened" | "known"> {
  const items = sql`ARRAY[${sql.join(f.items.map((i) => sql`${i}`), sql`, `)}]::text[]`;
  const members = sql`ARRAY[${sql.join(f.memberIds.map((i) => sql`${i}`), sql`, `)}]::int[]`;
  const evidence = JSON.stringify(f.evidence);
  const [open] = rowsOf<{ id: number }>(
    await db.execute(sql`
      UPDATE risk_flags SET
        items = ARRAY(SELECT DISTINCT x FROM unnest(items || ${items}) x ORDER BY x),
        member_ids = ARRAY(SELECT DISTINCT x FROM unnest(member_ids || ${members}) x ORDER BY x),
        evidence = ${evidence}::jsonb, updated_at = now()
      WHERE kind = ${f.kind} AND subject = ${f.subject} AND closed_at IS NULL AND NOT items @> ${items}
      RETURNING id`),
  );
  if (open) return "widened";
  const inserted = rowsOf(
    await db.execute(sql`
      INSERT INTO risk_flags (kind, subject, items, member_ids, evidence)
      SELECT ${f.kind}, ${f.subject}, ${items}, ${members}, ${evidence}::jsonb
      WHERE NOT EXISTS (SELECT 1 FROM risk_flags WHERE kind = ${f.kind} AND subject = ${f.subject} AND items @> ${items})
      ON CONFLICT (kind, subject) WHERE closed_at IS NULL DO NOTHING
      RETURNING id`),
  );
  return inserted.length > 0 ? "raised" : "known";
}

/**
 * The risk_scan job (server/wallet/jobs.ts): every rule, each finding raised once. Any number of instances may run
 * it: the job is claimed once per period, and the open-flag unique index keeps a second raise of a subject out.
 */
export async function scanRisks(db: DB): Promise<{ raised: number; widened: number }> {
  const findings = [
    ...(await sharedDevices(db)),
    ...(await sharedBankNames(db)),
    ...(await sharedNetworks(db)),
    ...(await depositThenWithdraw(db)),
    ...(await bonusAtMinimum(db)),
  ];
  const counts = { raised: 0, widened: 0 };
  for (const f of findings) {
    const outcome = await raise(db, f);
    if (outcome !== "known") counts[outcome]++;
  }
  return counts;
}

/** Queues the risk_scan job for the next whole period after `at` (a minute by default; once: a unique index on its run_at). */
export async function scheduleRiskScan(db: DB, at: Date = new Date()): Promise<void> {
  const period = serverEnv().RISK_SCAN_SECONDS * 1000;
  const next = new Date((Math.floor(at.getTime() / period) + 1) * period);
  await db.execute(sql`
    INSERT INTO jobs (kind, run_at) VALUES ('risk_scan', ${next.toISOString()})
    ON CONFLICT (run_at) WHERE kind = 'risk_scan' DO NOTHING`);
}

/** At start: a scan queued unless one already waits (each run queues the next itself). */
export async function ensureRiskScan(db: DB): Promise<void> {
  const waiting = rowsOf(await db.execute(sql`SELECT 1 FROM jobs WHERE kind = 'risk_scan' AND done_at IS NULL LIMIT 1`));
  if (waiting.length === 0) await scheduleRiskScan(db);
}

export interface RiskFlagRecord {
  id: number;
  kind: RiskFlagKind;
  members: { id: number; phone: string }[];
  evidence: unknown;
  opened_at: string;
  updated_at: string;
  closed_at: string | null;
  closed_by: string | null;
  close_reason: string | null;
}

/** The flags for review (`risk.read`): open ones, newest first, or the latest closed ones; each with its members' phones. */
export async function riskFlagList(db: DB, actor: StaffActor, opts: { closed?: boolean } = {}): Promise<RiskFlagRecord[]> {
  requirePermission(actor, "risk.read");
  const rows = rowsOf<Omit<RiskFlagRecord, "members"> & { members: unknown }>(
    await db.execute(sql`
      SELECT f.id, f.kind, f.evidence, f.opened_at::text AS opened_at, f.updated_at::text AS updated_at, f.closed_at::text AS closed_at,
             s.username AS closed_by, f.close_reason,
             (SELECT COALESCE(json_agg(json_build_object('id', m.id, 'phone', m.phone) ORDER BY m.id), '[]'::json)
              FROM members m WHERE m.id = ANY(f.member_ids)) AS members
      FROM risk_flags f LEFT JOIN staff s ON s.id = f.closed_by
      WHERE (f.closed_at IS NULL) = ${!opts.closed}
      ORDER BY ${opts.closed ? sql`f.closed_at DESC` : sql`f.opened_at DESC`}, f.id DESC LIMIT 200`),
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    members: (typeof r.members === "string" ? JSON.parse(r.members) : r.members) as RiskFlagRecord["members"],
  }));
}

/** Closes an open flag with the reviewer's reason (`risk.close`), audited in the same transaction. Nobody is blocked or unblocked. */
export async function closeRiskFlag(db: DB, actor: StaffActor, id: number, input: { reason: string }): Promise<{ status: "closed" }> {
  requirePermission(actor, "risk.close");
  const reason = input.reason.trim();
  return inTx(db, async (tx) => {
    const [flag] = rowsOf<{ kind: string; closed: boolean; member_ids: unknown }>(
      await tx.execute(sql`SELECT kind, closed_at IS NOT NULL AS closed, member_ids FROM risk_flags WHERE id = ${id} FOR UPDATE`),
    );
    if (!flag) throw new HttpError(404, { message: th.backoffice.noFlag });
    if (flag.closed) throw new HttpError(409, { message: th.backoffice.flagClosed });
    await tx.execute(sql`UPDATE risk_flags SET closed_at = now(), closed_by = ${actor.staffId}, close_reason = ${reason} WHERE id = ${id}`);
    await audit(tx, actor, {
      action: "risk.close",
      targetType: "risk_flag",
      targetId: id,
      before: { status: "open", kind: flag.kind, members: ids(flag.member_ids) },
      after: { status: "closed" },
      reason,
    });
    return { status: "closed" as const };
  });
}
