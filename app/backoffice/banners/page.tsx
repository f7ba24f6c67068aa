import { requireStaff } from "@/app/_data/staff-session";
import { BannerAdmin } from "@/components/backoffice/banner-admin";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.bannersTitle };

/** The landing's banners: marketing and the owner upload, order and switch them; risk reads them. */
export default async function BannersPage() {
  const staff = await requireStaff();
  return (
    <StaffPage staff={staff} path="/backoffice/banners" title={b.bannersTitle} lead={b.bannersLead} needs="content.read">
      <BannerAdmin canManage={staff.permissions.includes("content.manage")} />
    </StaffPage>
  );
}
