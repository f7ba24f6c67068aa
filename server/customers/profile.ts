import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { members, operatorAccounts } from "@/server/db/schema";
import { unauthenticated } from "@/server/api/http-error";
import { pendingRequestOf, requestStates } from "@/server/wallet/history";
import { runDueJobs } from "@/server/wallet/jobs";
import { gatewayEnabled, MIN_DEPOSIT_SATANG } from "@/server/wallet/deposits";
import { MIN_WITHDRAW_SATANG } from "@/server/wallet/withdrawals";
import { choosablePromotions } from "@/server/wallet/promotions";
import { rowsOf } from "@/server/db/rows";
import { serverEnv } from "@/server/env";
import { bonusEvents, bonusSums, outstandingTurnover } from "@/server/wallet/bonuses";
import { weekOf } from "@/server/wallet/cashback";
import { gameProvider } from "@/server/provider";
import { referralSummary } from "@/server/referral/referral";
import { notificationEvents } from "@/server/messages/notifications";

const baht = (satang: number) => (satang / 100).toFixed(2);

/** SPEC.md §3's profile: the member, their credit and the operator account they deposit to. */
export async function getProfile(db: DB, memberId: number) {
  // The due jobs first, so a credit fetch that has just landed shows in the member row; then three reads at once
  // (each on its own pooled connection with PostgreSQL): the poll's latency is two round trips, not five. The
  // outstanding turnover asks the provider for the stake total only while a turnover is set.
  await runDueJobs(db);
  const [[m], [to], requests, bonus, events, notes, weekLoss, referral, [deposits]] = await Promise.all([
    db.select().from(members).where(eq(members.id, memberId)).limit(1),
    db.select().from(operatorAccounts).where(eq(operatorAccounts.active, true)).orderBy(operatorAccounts.id).limit(1),
    requestStates(db, memberId),
    bonusSums(db, memberId),
    bonusEvents(db, memberId),
    notificationEvents(db, memberId),
    weekWinLoss(db, memberId),
    referralSummary(db, memberId),
    db
      .execute(sql`SELECT COUNT(*) AS n FROM money_requests WHERE member_id = ${memberId} AND type = 'deposit' AND status = 'completed'`)
      .then((r) => rowsOf<{ n: string | number }>(r)),
  ]);
  if (!m) throw unauthenticated();
  const [turnoverLeft, promotionIds] = await Promise.all([
    outstandingTurnover(db, memberId, m.turnoverTargetSatang),
    choosablePromotions(db, m.firstDepositAt !== null),
  ]);
  const { open, completed_requests } = requests;
  return {
    phone: m.phone,
    name: m.name,
    bank: m.bank,
    account_number: m.accountNumber,
    to_bank: to?.bank ?? null,
    to_account_number: to?.accountNumber ?? null,
    to_name: to?.name ?? null,
    ufabet_credit: baht(m.creditSatang),
    // The QR gateway is site-wide (PAYMENT_GATEWAY); the older per-member column members.payment_gateway is not read.
    payment_gateway_status: gatewayEnabled(),
    pending_request: pendingRequestOf(open, {
      operator: to ? { bank: to.bank, account_number: to.accountNumber, name: to.name } : null,
      member: { bank: m.bank, account_number: m.accountNumber, name: m.name },
    }),
    completed_requests,
    // The claimable bonuses, soonest deadline first (at most 5), then the unread notifications, newest first (at most 5).
    events: [...events, ...notes],
    credit_checking: m.creditChecking,
    games: [{ credit: baht(m.creditSatang) }],
    // Bonuses claimed in total, claimable now, and the turnover still to play before a withdrawal (baht).
    bonus_total: baht(bonus.totalSatang),
    bonus_pending: baht(bonus.pendingSatang),
    bonus_turnover: baht(turnoverLeft),
    bonus_turnover_required: baht(turnoverLeft > 0 ? m.turnoverRequiredSatang : 0),
    // This week's stakes minus wins at the games (what Monday's cashback is paid on); null when the provider is silent.
    customer_win_loses_total: weekLoss === null ? null : baht(weekLoss),
    // The referral key, and the referral commission claimed in total and claimable now (baht).
    ...referral,
    // API-FAMILY.md's fields, as the family writes them (strings): the game username (the forgotten-password form
    // asks for it), the turnover still to play before a withdrawal, the promotions a deposit may name now, the least a
    // deposit and a withdrawal may ask, the seconds an open deposit waits, and the completed deposits.
    ufabet_username: m.username ?? null,
    turnover_needed: baht(turnoverLeft),
    promotion_ids: promotionIds,
    settings: { deposit_min: baht(MIN_DEPOSIT_SATANG), withdraw_min: baht(MIN_WITHDRAW_SATANG) },
    request_lifetime: String(serverEnv().DEPOSIT_TTL_SECONDS),
    success_deposit_count: String(Number(deposits?.n ?? 0)),
  };
}

/** The member's net loss since Monday 00:00 Asia/Bangkok, from the provider's rounds; null when it does not answer. */
async function weekWinLoss(db: DB, memberId: number): Promise<number | null> {
  const week = weekOf(new Date());
  try {
    return await gameProvider(db).winLoss(memberId, week.from, week.to);
  } catch (e) {
    console.error("[profile] week win/loss unavailable", e);
    return null;
  }
}
