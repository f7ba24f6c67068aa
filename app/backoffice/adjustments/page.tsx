import { requireStaff } from "@/app/_data/staff-session";
import { CreditAdjustments } from "@/components/backoffice/credit-adjustments";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.adjustments.title };

/** Manual credit adjustments: finance and owners ask and decide (four-eyes above the threshold), risk reads them. */
export default async function AdjustmentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff();
  const { phone } = await searchParams;
  return (
    <StaffPage staff={staff} path="/backoffice/adjustments" title={b.adjustments.title} lead={b.adjustments.lead} needs="adjustments.read">
      <CreditAdjustments
        me={staff.username}
        phone={typeof phone === "string" ? phone.slice(0, 20) : ""}
        canRequest={staff.permissions.includes("adjustments.request")}
        canDecide={staff.permissions.includes("adjustments.decide")}
      />
    </StaffPage>
  );
}
