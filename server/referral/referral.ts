import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { unauthenticated } from "@/server/http/errors";
import { toBaht } from "@/server/wallet/tx";
import { REFERRAL_PAGE_SIZE } from "@/lib/api/contract/referral";
import { maskPhone, percentOf, REFERRAL_LEVELS } from "@/lib/referral-terms";
import { dayOf } from "./commission";

const DAY = 86_400_000;
const iso = (d: string | Date) => new Date(d).toISOString();

/**
 * The member's friends down three levels, as a CTE named `tree` (level, id, phone, created_at, first_deposit_at):
 * level 1 names the member in referred_by, level 2 names a level-1 friend, level 3 a level-2 one. Active members only.
 * Each step is an index lookup on members_referred_by_idx.
 */
const tree = (memberId: number): SQL => sql`
  WITH l1 AS (SELECT id, phone, created_at, first_deposit_at FROM members WHERE referred_by = ${memberId} AND status = 'active'),
  l2 AS (SELECT m.id, m.phone, m.created_at, m.first_deposit_at FROM members m JOIN l1 ON m.referred_by = l1.id WHERE m.status = 'active'),
  l3 AS (SELECT m.id, m.phone, m.created_at, m.first_deposit_at FROM members m JOIN l2 ON m.referred_by = l2.id WHERE m.status = 'active'),
  tree AS (SELECT 1 AS level, * FROM l1 UNION ALL SELECT 2, * FROM l2 UNION ALL SELECT 3, * FROM l3)`;

interface FriendRow {
  level: number;
  phone: string;
  created_at: string | Date;
  deposited: boolean;
}

const friendOf = (r: FriendRow) => ({
  phone: maskPhone(r.phone),
  created_at: iso(r.created_at),
  deposited: Boolean(r.deposited),
  level: Number(r.level),
});

/**
 * Commission claimed in total and claimable now (not past its deadline), in satang, as a JSON `{total, pending}`
 * over a member id expression: read on its own (commissionSums) or inside the profile's one statement.
 */
export const commissionSumsJson = (memberId: SQL) => sql`
  (SELECT json_build_object(
            'total', COALESCE(SUM(amount_satang) FILTER (WHERE status = 'claimed'), 0),
            'pending', COALESCE(SUM(amount_satang) FILTER (WHERE status = 'claimable' AND claim_deadline > now()), 0))
   FROM bonuses WHERE member_id = ${memberId} AND type = 'commission' AND status IN ('claimed', 'claimable'))`;

export interface SumsJson {
  total: number | string;
  pending: number | string;
}

async function commissionSums(db: DB, memberId: number) {
  const [row] = rowsOf<{ sums: SumsJson }>(await db.execute(sql`SELECT ${commissionSumsJson(sql`${memberId}`)} AS sums`));
  return { totalSatang: Number(row!.sums.total), pendingSatang: Number(row!.sums.pending) };
}

/** The profile's referral summary: the key, commission claimed and claimable (baht strings like the other sums). */
export function referralSummaryOf(referralKey: string, sums: SumsJson) {
  return {
    referral_id: referralKey,
    referral_total: (Number(sums.total) / 100).toFixed(2),
    referral_pending: (Number(sums.pending) / 100).toFixed(2),
  };
}

/**
 * GET /api/customers/referral: the keys, commission claimed and claimable, the level counts and the newest
 * REFERRAL_PAGE_SIZE friends of each level (masked), the published rates, and the overview per period (sign-ups and
 * first deposits through levels 1-3, commission earned).
 */
export async function referralOverview(db: DB, memberId: number, now: Date = new Date()) {
  const [m] = rowsOf<{ referral_key: string; affiliate_key: string }>(
    await db.execute(sql`SELECT referral_key, affiliate_key FROM members WHERE id = ${memberId} AND status = 'active'`),
  );
  if (!m) throw unauthenticated();
  const periods = [
    { period: "today" as const, since: dayOf(now).from },
    { period: "7d" as const, since: new Date(now.getTime() - 7 * DAY) },
    { period: "30d" as const, since: new Date(now.getTime() - 30 * DAY) },
    { period: "all" as const, since: new Date(0) },
  ];
  const [sums, newest, counts, earned] = await Promise.all([
    commissionSums(db, memberId),
    db.execute(sql`${tree(memberId)}
      SELECT level, phone, created_at, deposited FROM (
        SELECT level, phone, created_at, first_deposit_at IS NOT NULL AS deposited,
               row_number() OVER (PARTITION BY level ORDER BY created_at DESC, id DESC) AS n
        FROM tree) t
      WHERE n <= ${REFERRAL_PAGE_SIZE} ORDER BY level, n`),
    db.execute(sql`${tree(memberId)}
      SELECT ${sql.join(
        periods.flatMap(({ since }, i) => [
          sql`count(*) FILTER (WHERE created_at >= ${since.toISOString()}) AS s${sql.raw(String(i))}`,
          sql`count(*) FILTER (WHERE first_deposit_at >= ${since.toISOString()}) AS d${sql.raw(String(i))}`,
        ]),
        sql`, `,
      )}, count(*) FILTER (WHERE level = 1) AS lv1, count(*) FILTER (WHERE level = 2) AS lv2,
         count(*) FILTER (WHERE level = 3) AS lv3
      FROM tree`),
    db.execute(sql`
      SELECT ${sql.join(
        periods.map(({ since }, i) => sql`COALESCE(SUM(amount_satang) FILTER (WHERE created_at >= ${since.toISOString()}), 0) AS e${sql.raw(String(i))}`),
        sql`, `,
      )}
      FROM bonuses WHERE member_id = ${memberId} AND type = 'commission'`),
  ]);
  const friends = rowsOf<FriendRow>(newest).map(friendOf);
  const c = rowsOf<Record<string, string | number>>(counts)[0]!;
  const e = rowsOf<Record<string, string | number>>(earned)[0]!;
  const ofLevel = (level: number) => friends.filter((f) => f.level === level);
  return {
    referral_id: m.referral_key,
    affiliate_key: m.affiliate_key,
    referral_total: toBaht(sums.totalSatang),
    referral_pending: toBaht(sums.pendingSatang),
    customer_referrals: Number(c.lv1),
    mlm_referrals_lv1: ofLevel(1),
    mlm_referrals_lv2: ofLevel(2),
    mlm_referrals_lv3: ofLevel(3),
    mlm_counts: { lv1: Number(c.lv1), lv2: Number(c.lv2), lv3: Number(c.lv3) },
    rates: REFERRAL_LEVELS.map((level) => ({ level, percent: percentOf(level) })),
    overview: periods.map(({ period }, i) => ({
      period,
      signups: Number(c[`s${i}`]),
      first_deposits: Number(c[`d${i}`]),
      earned: toBaht(Number(e[`e${i}`])),
    })),
  };
}

/** GET /api/customers/referral/members: one level's friends, newest first, REFERRAL_PAGE_SIZE a page. */
export async function referralMembers(db: DB, memberId: number, level: number, page: number) {
  const rows = rowsOf<FriendRow>(
    await db.execute(sql`${tree(memberId)}
      SELECT level, phone, created_at, first_deposit_at IS NOT NULL AS deposited FROM tree WHERE level = ${level}
      ORDER BY created_at DESC, id DESC LIMIT ${REFERRAL_PAGE_SIZE + 1} OFFSET ${(page - 1) * REFERRAL_PAGE_SIZE}`),
  );
  return {
    data: rows.slice(0, REFERRAL_PAGE_SIZE).map(friendOf),
    page,
    per_page: REFERRAL_PAGE_SIZE,
    has_more: rows.length > REFERRAL_PAGE_SIZE,
  };
}

interface IncomeRow {
  id: number;
  day: string | Date;
  t1: string | number;
  t2: string | number;
  t3: string | number;
  amount: string | number;
  status: "claimable" | "claimed" | "expired" | "cancelled";
  deadline: string | Date;
}

/**
 * GET /api/customers/referral/income: the member's commission per day, newest first, REFERRAL_PAGE_SIZE a page, with
 * each day's turnover per level and its bonus (a claimable one past its deadline shows as expired, as listBonuses does).
 */
export async function referralIncome(db: DB, memberId: number, page: number) {
  const rows = rowsOf<IncomeRow>(
    await db.execute(sql`
      SELECT b.id, rc.bangkok_day::text AS day, rc.lv1_turnover_satang AS t1, rc.lv2_turnover_satang AS t2,
             rc.lv3_turnover_satang AS t3, b.amount_satang AS amount,
             CASE WHEN b.status = 'claimable' AND b.claim_deadline <= now() THEN 'expired' ELSE b.status END AS status,
             b.claim_deadline AS deadline
      FROM referral_commissions rc JOIN bonuses b ON b.id = rc.bonus_id
      WHERE rc.member_id = ${memberId}
      ORDER BY rc.bangkok_day DESC LIMIT ${REFERRAL_PAGE_SIZE + 1} OFFSET ${(page - 1) * REFERRAL_PAGE_SIZE}`),
  );
  return {
    data: rows.slice(0, REFERRAL_PAGE_SIZE).map((r) => ({
      id: Number(r.id),
      day: String(r.day).slice(0, 10),
      lv1_turnover: toBaht(Number(r.t1)),
      lv2_turnover: toBaht(Number(r.t2)),
      lv3_turnover: toBaht(Number(r.t3)),
      amount: toBaht(Number(r.amount)),
      status: r.status,
      claim_deadline: iso(r.deadline),
    })),
    page,
    per_page: REFERRAL_PAGE_SIZE,
    has_more: rows.length > REFERRAL_PAGE_SIZE,
  };
}

/** `npm run ops -- referrals <phone>`: the keys, the referrer's phone, the level counts and the commission sums. */
export async function referralFiguresOf(db: DB, phone: string) {
  const [m] = rowsOf<{ id: number; phone: string; referral_key: string; affiliate_key: string; referrer: string | null }>(
    await db.execute(sql`
      SELECT m.id, m.phone, m.referral_key, m.affiliate_key, r.phone AS referrer
      FROM members m LEFT JOIN members r ON r.id = m.referred_by
      WHERE m.phone = ${phone.replace(/[\s-]/g, "")} AND m.status = 'active'`),
  );
  if (!m) return null;
  const id = Number(m.id);
  const [counts] = rowsOf<{ lv1: string | number; lv2: string | number; lv3: string | number }>(
    await db.execute(sql`${tree(id)}
      SELECT count(*) FILTER (WHERE level = 1) AS lv1, count(*) FILTER (WHERE level = 2) AS lv2,
             count(*) FILTER (WHERE level = 3) AS lv3 FROM tree`),
  );
  return {
    phone: m.phone,
    referralKey: m.referral_key,
    affiliateKey: m.affiliate_key,
    referrer: m.referrer,
    lv1: Number(counts!.lv1),
    lv2: Number(counts!.lv2),
    lv3: Number(counts!.lv3),
    ...(await commissionSums(db, id)),
  };
}
