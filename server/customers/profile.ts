import "server-only";
import { eq } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { members, operatorAccounts } from "@/server/db/schema";
import { unauthenticated } from "@/server/api/http-error";
import { requestStates } from "@/server/wallet/history";
import { runDueJobs } from "@/server/wallet/jobs";
import { gatewayEnabled } from "@/server/wallet/deposits";
import { bonusSums, outstandingTurnover } from "@/server/wallet/bonuses";

const baht = (satang: number) => (satang / 100).toFixed(2);

/** SPEC.md §3's profile: the member, their credit and the operator account they deposit to. */
export async function getProfile(db: DB, memberId: number) {
  // The due jobs first, so a credit fetch that has just landed shows in the member row; then three reads at once
  // (each on its own pooled connection with PostgreSQL): the poll's latency is two round trips, not five. The
  // outstanding turnover asks the provider for the stake total only while a turnover is set.
  await runDueJobs(db);
  const [[m], [to], requests, bonus] = await Promise.all([
    db.select().from(members).where(eq(members.id, memberId)).limit(1),
    db.select().from(operatorAccounts).where(eq(operatorAccounts.active, true)).orderBy(operatorAccounts.id).limit(1),
    requestStates(db, memberId),
    bonusSums(db, memberId),
  ]);
  if (!m) throw unauthenticated();
  const turnoverLeft = await outstandingTurnover(db, memberId, m.turnoverTargetSatang);
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
    ...requests,
    events: [],
    credit_checking: m.creditChecking,
    games: [{ credit: baht(m.creditSatang) }],
    // Bonuses claimed in total, claimable now, and the turnover still to play before a withdrawal (baht).
    bonus_total: baht(bonus.totalSatang),
    bonus_pending: baht(bonus.pendingSatang),
    bonus_turnover: baht(turnoverLeft),
    bonus_turnover_required: baht(turnoverLeft > 0 ? m.turnoverRequiredSatang : 0),
  };
}
