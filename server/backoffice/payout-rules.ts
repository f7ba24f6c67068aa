import "server-only";
import type { DB } from "@/server/db/types";
import { refusal } from "@/server/http/errors";
import { lockPayoutRules, payoutRules, savePayoutRules, type PayoutRules } from "@/server/payout/payouts";
import { payoutProvider } from "@/server/payout/provider";
import { inTx } from "@/server/wallet/tx";
import { th } from "@/lib/i18n/th";
import { audit } from "./audit";
import { requirePermission, type StaffActor } from "./roles";

/** The owner's automatic-payout rules, and whether a payout provider is connected at all. */
export async function readPayoutRules(db: DB, actor: StaffActor): Promise<PayoutRules & { provider: string | null }> {
  requirePermission(actor, "payouts.rules");
  return { ...(await payoutRules(db)), provider: payoutProvider()?.name ?? null };
}

/** Sets the rules (audited, before and after). Turning them on needs a connected provider. */
export async function changePayoutRules(db: DB, actor: StaffActor, rules: PayoutRules): Promise<PayoutRules> {
  requirePermission(actor, "payouts.rules");
  if (rules.auto && !payoutProvider()) throw refusal(th.backoffice.payouts.noProvider, 409);
  return inTx(db, async (tx) => {
    const before = await lockPayoutRules(tx);
    await savePayoutRules(tx, rules);
    await audit(tx, actor, { action: "payouts.rules", targetType: "settings", targetId: "payouts", before, after: rules });
    return rules;
  });
}
