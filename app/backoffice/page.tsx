import { redirect } from "next/navigation";
import { requireStaff } from "@/app/_data/staff-session";
import { PAGES } from "@/components/backoffice/staff-bar";
import { StaffPage } from "@/components/backoffice/staff-page";
import { WithdrawalQueue } from "@/components/backoffice/withdrawal-queue";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

// The layout's title template applies to the segments below it, not to this page beside it.
export const metadata = { title: { absolute: `${b.queueTitle} | ${b.brand}` } };

/** The withdrawal queue: the back office's first page; a role that may not read it starts on its own first page. */
export default async function BackofficeHome() {
  const staff = await requireStaff();
  const own = PAGES.find((p) => staff.permissions.includes(p.needs));
  if (!staff.permissions.includes("withdrawals.read") && own) redirect(own.href);
  return (
    <StaffPage staff={staff} path="/backoffice" title={b.queueTitle} lead={b.queueLead} needs="withdrawals.read">
      <WithdrawalQueue canDecide={staff.permissions.includes("withdrawals.decide")} />
    </StaffPage>
  );
}
