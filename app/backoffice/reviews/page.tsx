import { requireStaff } from "@/app/_data/staff-session";
import { ReviewQueue } from "@/components/backoffice/review-queue";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.reviewsTitle };

/** Unmatched bank lines and gateway events: finance matches or closes them, risk reads them. */
export default async function ReviewsPage() {
  const staff = await requireStaff();
  return (
    <StaffPage staff={staff} path="/backoffice/reviews" title={b.reviewsTitle} lead={b.reviewsLead} needs="reviews.read">
      <ReviewQueue canResolve={staff.permissions.includes("reviews.resolve")} />
    </StaffPage>
  );
}
