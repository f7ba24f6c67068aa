import { requireStaff } from "@/app/_data/staff-session";
import { RiskFlags } from "@/components/backoffice/risk-flags";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.riskTitle };

/** Risk flags for review: what the scan found, never a block; the owner and risk close them with a reason. */
export default async function RiskPage() {
  const staff = await requireStaff();
  return (
    <StaffPage staff={staff} path="/backoffice/risk" title={b.riskTitle} lead={b.riskLead} needs="risk.read">
      <RiskFlags canClose={staff.permissions.includes("risk.close")} />
    </StaffPage>
  );
}
