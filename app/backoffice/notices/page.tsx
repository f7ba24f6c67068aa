import { requireStaff } from "@/app/_data/staff-session";
import { NoticeAdmin } from "@/components/backoffice/notice-admin";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.noticesTitle };

/** Popup news and the maintenance notice: marketing and the owner change them; risk reads them. */
export default async function NoticesPage() {
  const staff = await requireStaff();
  return (
    <StaffPage staff={staff} path="/backoffice/notices" title={b.noticesTitle} lead={b.noticesLead} needs="content.read">
      <NoticeAdmin canManage={staff.permissions.includes("content.manage")} />
    </StaffPage>
  );
}
