import { redirect } from "next/navigation";
import { pageStaff } from "@/app/_data/staff-session";
import { StaffSignOutButton } from "@/components/backoffice/sign-out-button";
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
      <header className={s.bar}>
        <span className={s.brand}>{b.brand}</span>
        <span className={s.who} data-testid="staff-who">
          {staff.username} <span className={s.role}>{b.roles[staff.role]}</span>
        </span>
        <StaffSignOutButton />
      </header>
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
