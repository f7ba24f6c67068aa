import { notFound } from "next/navigation";
import { requireStaff } from "@/app/_data/staff-session";
import { MemberDetail } from "@/components/backoffice/member-detail";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.members.detailTitle };

/** One member: what support reads, and the actions the role may take. */
export default async function MemberPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaff();
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return (
    <StaffPage staff={staff} path="/backoffice/members" title={b.members.detailTitle} lead={b.members.detailLead} needs="members.read">
      <MemberDetail
        id={Number(id)}
        can={{
          act: staff.permissions.includes("members.act"),
          liftTimeout: staff.permissions.includes("members.lift_timeout"),
          adjust: staff.permissions.includes("adjustments.request"),
        }}
      />
    </StaffPage>
  );
}
