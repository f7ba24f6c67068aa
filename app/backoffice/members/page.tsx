import { requireStaff } from "@/app/_data/staff-session";
import { MemberSearch } from "@/components/backoffice/member-search";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.members.title };

/** Support's member search: by phone, name, bank account or game username. */
export default async function MembersPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const staff = await requireStaff();
  const q = (await searchParams).q;
  return (
    <StaffPage staff={staff} path="/backoffice/members" title={b.members.title} lead={b.members.lead} needs="members.read">
      <MemberSearch initial={(typeof q === "string" ? q : "").trim().slice(0, 100)} />
    </StaffPage>
  );
}
