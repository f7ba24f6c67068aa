import { redirect } from "next/navigation";
import { pageStaff } from "@/app/_data/staff-session";
import { StaffBar } from "@/components/backoffice/staff-bar";
import { WithdrawalQueue } from "@/components/backoffice/withdrawal-queue";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import s from "@/components/backoffice/backoffice.module.css";

export const metadata = { title: b.queueTitle };

/** The withdrawal queue: the back office's first page. */
export default async function BackofficeHome() {
  const staff = await pageStaff();
  if (!staff) redirect("/backoffice/login");
  const canRead = staff.permissions.includes("withdrawals.read");
  return (
    <>
      <StaffBar staff={staff} current="/backoffice" />
      <main className={s.main}>
        <h1 className={s.heading}>{b.queueTitle}</h1>
        {canRead ? (
          <>
            <p className={s.lead}>{b.queueLead}</p>
            <WithdrawalQueue canDecide={staff.permissions.includes("withdrawals.decide")} />
          </>
        ) : (
          <p className={s.lead}>{b.forbidden}</p>
        )}
      </main>
    </>
  );
}
