import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { unauthenticated } from "@/server/http/errors";
import { liveSessionWhere } from "@/server/auth/sessions";
import { executePrepared } from "@/server/db/prepared";
import { rowsOf } from "@/server/db/rows";
import { serverEnv } from "@/server/env";
import { gameProvider } from "@/server/provider";
import { commissionSumsJson, referralSummaryOf, type SumsJson } from "@/server/referral/referral";
import { notificationEventsJson, notificationEventsOf, type NotificationEventJson } from "@/server/messages/notifications";
import { bonusEventsJson, bonusEventsOf, bonusSumsJson, outstandingTurnover, type BonusEventJson } from "@/server/wallet/bonuses";
import { weekOf, type CashbackWeek } from "@/server/wallet/cashback";
import { gatewayEnabled, MIN_DEPOSIT_SATANG } from "@/server/wallet/deposits";
import { pendingRequestOf, type PayeeAccount } from "@/server/wallet/history";
import { choosableOf, promotionChoicesJson, type PromotionChoice } from "@/server/wallet/promotions";
import { requestStatesJson, requestStatesOf, type RequestStateJson } from "@/server/wallet/request-states";
import { MIN_WITHDRAW_SATANG } from "@/server/wallet/withdrawals";
import { log } from "@/server/observability/log";

const baht = (satang: number) => (satang / 100).toFixed(2);

/** Whose profile: a member's id, or (the poll) a bearer token, whose session is checked in the same statement. */
export type ProfileOf = { memberId: number } | { token: string | null };

/**
 * What is the same for every member: the operator's receiving account (deposits.ts opens a deposit to the same
 * first active one) and the active promotions.
 */
interface StaticParts {
  operator: PayeeAccount | null;
  promotions: PromotionChoice[];
}

/**
 * The static parts, kept in process per database and stamped with the content_version they were read at. The
 * profile's statement reads the version every time and sends the static parts only when it differs from the one kept
 * here, so they cost no round trip and are never stale: triggers move the version in the same transaction as any write
 * to operator_accounts or promotions (drizzle/0013_profile_static_version.sql), on whichever instance it happens. A
 * TTL would have been simpler but would show a member an operator account for up to a TTL after it was switched off.
 */
const staticParts = new WeakMap<DB, { version: string; parts: StaticParts }>();

const staticPartsJson = sql`
  json_build_object(
    'operator', (SELECT json_build_object('bank', bank, 'account_number', account_number, 'name', name)
                 FROM operator_accounts WHERE active ORDER BY id LIMIT 1),
    'promotions', ${promotionChoicesJson})`;

interface ProfileRow {
  id: number;
  phone: string;
  name: string | null;
  bank: string | null;
  account_number: string | null;
  username: string | null;
  referral_key: string;
  credit: number | string;
  credit_checking: number;
  target: number | string;
  required: number | string;
  deposited: boolean;
  requests: RequestStateJson[];
  bonus_sums: SumsJson;
  bonus_events: BonusEventJson[];
  notes: NotificationEventJson[];
  commission_sums: SumsJson;
  deposits: number | string;
  /** The provider's figures when it keeps them in this database (GameProvider.inDatabase), else null. */
  week_loss: number | string | null;
  wagered: number | string | null;
  content_version: string | null;
  static_parts: StaticParts | null;
}

/**
 * The profile: the member, their credit and the operator account they deposit to. The site polls it, so it
 * costs one statement: the session check, the member row, their requests, bonuses, notifications, referral sums,
 * completed deposits and the demo provider's figures, and the content version (the static parts come from the
 * process: staticParts). A read runs no job: a deposit past its deadline is expired by the scheduler's next tick
 * (server/boot/scheduler.ts), and a credit fetch runs as soon as check-credit has answered (runJobsSoon).
 */
export async function getProfile(db: DB, of: ProfileOf) {
  const who = "memberId" in of ? memberViewer(of.memberId) : sessionViewer(of.token);
  if (!who) throw unauthenticated();
  const provider = gameProvider(db);
  const week = weekOf(new Date());
  const read = await readProfile(db, who, provider.inDatabase, week);
  if (!read) throw unauthenticated();
  const { row: m, parts } = read;

  // A provider behind HTTP (none yet) is asked after the statement, both calls at once; the demo one never is, except
  // to open a missing account (outstandingTurnover).
  const memberId = Number(m.id);
  const target = Number(m.target);
  const [turnoverLeft, weekLoss] = await Promise.all([
    target <= 0 ? 0 : m.wagered !== null ? Math.max(0, target - Number(m.wagered)) : outstandingTurnover(db, memberId, target),
    provider.inDatabase ? Number(m.week_loss) : weekWinLoss(db, memberId, week),
  ]);
  const to = parts.operator;
  const { open, completed_requests } = requestStatesOf(m.requests);
  const credit = Number(m.credit);
  return {
    phone: m.phone,
    name: m.name,
    bank: m.bank,
    account_number: m.account_number,
    to_bank: to?.bank ?? null,
    to_account_number: to?.account_number ?? null,
    to_name: to?.name ?? null,
    ufabet_credit: baht(credit),
    // The QR gateway is site-wide (PAYMENT_GATEWAY); the older per-member column members.payment_gateway is not read.
    payment_gateway_status: gatewayEnabled(),
    pending_request: pendingRequestOf(open, {
      operator: to,
      member: { bank: m.bank, account_number: m.account_number, name: m.name },
    }),
    completed_requests,
    // The claimable bonuses, soonest deadline first (at most 5), then the unread notifications, newest first (at most 5).
    events: [...bonusEventsOf(m.bonus_events), ...notificationEventsOf(m.notes)],
    credit_checking: Number(m.credit_checking),
    games: [{ credit: baht(credit) }],
    // Bonuses claimed in total, claimable now, and the turnover still to play before a withdrawal (baht).
    bonus_total: baht(Number(m.bonus_sums.total)),
    bonus_pending: baht(Number(m.bonus_sums.pending)),
    bonus_turnover: baht(turnoverLeft),
    bonus_turnover_required: baht(turnoverLeft > 0 ? Number(m.required) : 0),
    // This week's stakes minus wins at the games (what Monday's cashback is paid on); null when the provider is silent.
    customer_win_loses_total: weekLoss === null ? null : baht(weekLoss),
    // The referral key, and the referral commission claimed in total and claimable now (baht).
    ...referralSummaryOf(m.referral_key, m.commission_sums),
    // The API family's fields, as the family writes them (strings): the game username (the forgotten-password form
    // asks for it), the turnover still to play before a withdrawal, the promotions a deposit may name now, the least a
    // deposit and a withdrawal may ask, the seconds an open deposit waits, and the completed deposits.
    ufabet_username: m.username ?? null,
    turnover_needed: baht(turnoverLeft),
    promotion_ids: choosableOf(parts.promotions, m.deposited),
    settings: { deposit_min: baht(MIN_DEPOSIT_SATANG), withdraw_min: baht(MIN_WITHDRAW_SATANG) },
    request_lifetime: String(serverEnv().DEPOSIT_TTL_SECONDS),
    success_deposit_count: String(Number(m.deposits)),
  };
}

/**
 * Who reads: the live session a token names, as a query of one row (id, member_id, created_at, known_device) or none;
 * null for a malformed token. The statement names it `s` (the notifications it may see depend on it).
 */
function sessionViewer(token: string | null): SQL | null {
  const live = liveSessionWhere(token, "session");
  return live && sql`SELECT id, member_id, created_at, known_device FROM sessions WHERE ${live} LIMIT 1`;
}

/** A member read without a session (no session filter on what they see). */
const memberViewer = (memberId: number) =>
  sql`SELECT NULL::int AS id, ${memberId}::int AS member_id, NULL::timestamptz AS created_at, true AS known_device`;

/** The profile's one statement (`who`: the reading session, sessionViewer); null when there is no such member or session. */
async function readProfile(
  db: DB,
  who: SQL,
  inDatabase: ReturnType<typeof gameProvider>["inDatabase"],
  week: CashbackWeek,
): Promise<{ row: ProfileRow; parts: StaticParts } | null> {
  const known = staticParts.get(db);
  const id = sql`m.id`;
  const [row] = rowsOf<ProfileRow>(
    await executePrepared(
      db,
      sql`
      WITH s AS (${who}),
      m AS (
        SELECT id, phone, name, bank, account_number, username, referral_key, credit_satang AS credit, credit_checking,
               turnover_target_satang AS target, turnover_required_satang AS required,
               first_deposit_at IS NOT NULL AS deposited
        FROM members WHERE id = (SELECT member_id FROM s))
      SELECT m.*,
        ${requestStatesJson(id)} AS requests,
        ${bonusSumsJson(id)} AS bonus_sums,
        ${bonusEventsJson(id)} AS bonus_events,
        ${notificationEventsJson(id)} AS notes,
        ${commissionSumsJson(id)} AS commission_sums,
        (SELECT count(*) FROM money_requests WHERE member_id = m.id AND type = 'deposit' AND status = 'completed') AS deposits,
        ${inDatabase ? inDatabase.winLoss(id, week.from, week.to) : sql`NULL`} AS week_loss,
        ${inDatabase ? sql`CASE WHEN m.target > 0 THEN ${inDatabase.wagered(id)} END` : sql`NULL`} AS wagered,
        v.version::text AS content_version,
        CASE WHEN v.version IS NULL OR v.version IS DISTINCT FROM ${known?.version ?? null}::bigint THEN ${staticPartsJson} END
          AS static_parts
      FROM m CROSS JOIN s LEFT JOIN (SELECT version FROM content_version WHERE id = 1) v ON true`,
    ),
  );
  if (!row) return null;
  if (row.static_parts === null) return { row, parts: known!.parts };
  if (row.content_version !== null && (!known || BigInt(row.content_version) > BigInt(known.version))) {
    staticParts.set(db, { version: row.content_version, parts: row.static_parts });
  }
  return { row, parts: row.static_parts };
}

/** The member's net loss this week from a provider behind HTTP; null when it does not answer. */
async function weekWinLoss(db: DB, memberId: number, week: CashbackWeek): Promise<number | null> {
  try {
    return await gameProvider(db).winLoss(memberId, week.from, week.to);
  } catch (e) {
    log.warn({ err: e }, "profile: the week's win/loss is unavailable");
    return null;
  }
}
