import "server-only";
import { eq } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { members, operatorAccounts } from "@/server/db/schema";
import { unauthenticated } from "@/server/api/http-error";

const baht = (satang: number) => (satang / 100).toFixed(2);

/** SPEC.md §3's profile: the member, their credit and the operator account they deposit to. */
export async function getProfile(db: DB, memberId: number) {
  const [m] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!m) throw unauthenticated();
  const [to] = await db
    .select()
    .from(operatorAccounts)
    .where(eq(operatorAccounts.active, true))
    .orderBy(operatorAccounts.id)
    .limit(1);
  return {
    phone: m.phone,
    name: m.name,
    bank: m.bank,
    account_number: m.accountNumber,
    to_bank: to?.bank ?? null,
    to_account_number: to?.accountNumber ?? null,
    to_name: to?.name ?? null,
    ufabet_credit: baht(m.creditSatang),
    payment_gateway_status: m.paymentGateway,
    pending_request: null,
    completed_requests: [],
    events: [],
    credit_checking: m.creditChecking,
    games: [{ credit: baht(m.creditSatang) }],
    bonus_total: "0.00",
    bonus_pending: "0.00",
    bonus_turnover: "0.00",
  };
}
