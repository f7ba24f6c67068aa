import { requireStaff } from "@/app/_data/staff-session";
import { PromotionAdmin } from "@/components/backoffice/promotion-admin";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.promotionsTitle };

/** Deposit promotions: marketing and the owner add, edit and switch them; risk reads them. */
export default async function PromotionsPage() {
  const staff = await requireStaff();
  return (
    <StaffPage staff={staff} path="/backoffice/promotions" title={b.promotionsTitle} lead={b.promotionsLead} needs="content.read">
      <PromotionAdmin canManage={staff.permissions.includes("content.manage")} />
    </StaffPage>
  );
}
