import { requireStaff } from "@/app/_data/staff-session";
import { PayoutRules } from "@/components/backoffice/payout-rules";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.payouts.title };

/** The owner's automatic-payout rules. */
export default async function PayoutRulesPage() {
  const staff = await requireStaff();
  return (
    <StaffPage staff={staff} path="/backoffice/payouts" title={b.payouts.title} lead={b.payouts.lead} needs="payouts.rules">
      <PayoutRules />
    </StaffPage>
  );
}
