import { requireStaff } from "@/app/_data/staff-session";
import { Dashboard } from "@/components/backoffice/dashboard";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { bangkokDay } from "@/lib/spin-wheel/prizes";

export const metadata = { title: b.dashboardTitle };

const DAY = 86_400_000;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");

/** The dashboard: a period's figures from the ledger, per day, and the queues now; for the owner, finance and risk. */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff();
  const query = await searchParams;
  // The quick periods end today in Bangkok, as the server sees it.
  const now = new Date();
  const today = bangkokDay(now);
  const daysBack = (n: number) => bangkokDay(new Date(now.getTime() - n * DAY));
  const presets = [
    { label: b.periodToday, from: today, to: today },
    { label: b.periodLast7, from: daysBack(6), to: today },
    { label: b.periodLast30, from: daysBack(29), to: today },
  ];
  return (
    <StaffPage staff={staff} path="/backoffice/dashboard" title={b.dashboardTitle} lead={b.dashboardLead} needs="reports.read">
      <Dashboard period={{ from: one(query.from), to: one(query.to) }} presets={presets} />
    </StaffPage>
  );
}
