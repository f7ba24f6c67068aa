"use client";
import { useQuery } from "@tanstack/react-query";
import type { Answer } from "@/lib/api/client";
import { firstMessage } from "@/lib/api/errors";
import { reportQueryOptions, type ReportPeriod } from "@/lib/backoffice/queries";
import { formatMoney } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/field";
import s from "./backoffice.module.css";

type Report = Answer<"GET /api/backoffice/reports">;
type Day = Report["days"][number];

/**
 * The dashboard: a period chooser (a plain GET form, so the period is in the address), the period's figures as tiles,
 * the queues waiting now, the days as bars and as a table, and the CSV of the same period.
 */
export function Dashboard({ period, presets }: { period: ReportPeriod; presets: { label: string; from: string; to: string }[] }) {
  const report = useQuery(reportQueryOptions(period));
  const shown = report.data ? { from: report.data.from, to: report.data.to } : period;
  const exportHref = `/api/backoffice/reports/export?${new URLSearchParams(Object.entries(shown).filter(([, v]) => v))}`;

  return (
    <>
      <form className={s.filters} method="get" action="/backoffice/dashboard">
        <label>
          {b.periodFrom}
          <input type="date" name="from" className={s.input} defaultValue={shown.from} required />
        </label>
        <label>
          {b.periodTo}
          <input type="date" name="to" className={s.input} defaultValue={shown.to} required />
        </label>
        <Button type="submit" variant="outline" size="small">
          {b.periodShow}
        </Button>
        <span className={s.presets}>
          {presets.map((p) => (
            <a key={p.label} className={s.navLink} href={`/backoffice/dashboard?from=${p.from}&to=${p.to}`}>
              {p.label}
            </a>
          ))}
        </span>
        <a className={s.navLink} href={exportHref} download>
          {b.exportCsv}
        </a>
      </form>
      {report.isPending && <p className={s.center}>…</p>}
      {report.isError && <Alert testId="report-error">{firstMessage(report.error) || b.loadFailed}</Alert>}
      {report.data && <Figures r={report.data} />}
    </>
  );
}

function Figures({ r }: { r: Report }) {
  const tiles = [
    { key: "deposits", label: b.figures.deposits, value: formatMoney(r.deposits), sub: b.countOf(r.deposits_count) },
    { key: "withdrawals", label: b.figures.withdrawals, value: formatMoney(r.withdrawals), sub: b.countOf(r.withdrawals_count) },
    { key: "net", label: b.figures.net, value: formatMoney(r.net), sub: null },
    { key: "bonuses", label: b.figures.bonuses, value: formatMoney(r.bonuses), sub: b.countOf(r.bonuses_count) },
    { key: "registrations", label: b.figures.registrations, value: b.membersOf(r.registrations), sub: null },
    { key: "first-deposits", label: b.figures.firstDeposits, value: b.membersOf(r.first_deposits), sub: `${formatMoney(r.first_deposits_amount)} บาท` },
    { key: "active", label: b.figures.activeMembers, value: b.membersOf(r.active_members), sub: null },
  ];
  const queues = (["withdrawals", "deposits", "reviews"] as const).map((q) => ({ key: q, label: b.queues[q], ...r.queues[q] }));
  return (
    <>
      <dl className={s.tiles} data-testid="report-figures">
        {tiles.map((t) => (
          <div key={t.key} className={s.tile} data-testid={`figure-${t.key}`}>
            <dt>{t.label}</dt>
            <dd className={s.tileValue}>{t.value}</dd>
            {t.sub && <dd className={s.sub}>{t.sub}</dd>}
          </div>
        ))}
      </dl>
      <h2 className={s.subheading}>{b.queuesTitle}</h2>
      <dl className={s.tiles} data-testid="report-queues">
        {queues.map((q) => (
          <div key={q.key} className={s.tile} data-testid={`queue-${q.key}`}>
            <dt>{q.label}</dt>
            <dd className={s.tileValue}>{q.count.toLocaleString("th-TH")}</dd>
            <dd className={s.sub}>{q.oldest_seconds === null ? b.noneWaiting : b.oldestWait(b.waited(q.oldest_seconds))}</dd>
          </div>
        ))}
      </dl>
      <h2 className={s.subheading}>{b.chartTitle}</h2>
      <DayChart days={r.days} />
      <div className={s.tableWrap}>
        <table className={s.table} data-testid="report-days">
          <thead>
            <tr>
              <th scope="col">{b.dayColumns.day}</th>
              <th scope="col" className={s.num}>
                {b.dayColumns.deposits}
              </th>
              <th scope="col" className={s.num}>
                {b.dayColumns.withdrawals}
              </th>
              <th scope="col" className={s.num}>
                {b.dayColumns.net}
              </th>
              <th scope="col" className={s.num}>
                {b.dayColumns.bonuses}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...r.days].reverse().map((d) => (
              <tr key={d.day}>
                <td className={s.nowrap}>{dayLabel(d.day)}</td>
                <td className={s.num}>{formatMoney(d.deposits)}</td>
                <td className={s.num}>{formatMoney(d.withdrawals)}</td>
                <td className={s.num}>{formatMoney(d.net)}</td>
                <td className={s.num}>{formatMoney(d.bonuses)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** "2026-03-09" → "09/03/26", as dates read elsewhere in the back office. */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;

const CHART_WIDTH = 720;
const CHART_HEIGHT = 160;
const LABEL_SPACE = 20;

/**
 * Deposits and withdrawals per day as paired bars in plain SVG (no chart library), scaled to the period's largest day;
 * the table below holds the same figures for reading and for screen readers.
 */
function DayChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.flatMap((d) => [d.deposits, d.withdrawals]));
  const width = CHART_WIDTH;
  const step = Math.ceil(days.length / 12);
  const bar = (value: number) => (value / max) * CHART_HEIGHT;
  return (
    <figure className={s.chart}>
      <svg viewBox={`0 0 ${width} ${CHART_HEIGHT + LABEL_SPACE}`} role="img" aria-label={b.chartTitle} data-testid="report-chart">
        <line x1={0} x2={width} y1={CHART_HEIGHT} y2={CHART_HEIGHT} className={s.chartAxis} />
        {days.map((d, i) => {
          const x = i * (width / days.length);
          const w = Math.max(1, Math.min(24, width / days.length / 2 - 2));
          return (
            <g key={d.day}>
              <title>{`${dayLabel(d.day)} ${b.chartDeposits} ${formatMoney(d.deposits)} · ${b.chartWithdrawals} ${formatMoney(d.withdrawals)}`}</title>
              <rect x={x + 2} y={CHART_HEIGHT - bar(d.deposits)} width={w} height={bar(d.deposits)} className={s.barIn} />
              <rect x={x + 2 + w + 1} y={CHART_HEIGHT - bar(d.withdrawals)} width={w} height={bar(d.withdrawals)} className={s.barOut} />
              {i % step === 0 && (
                <text x={x + 2} y={CHART_HEIGHT + 14} className={s.chartLabel}>
                  {dayLabel(d.day).slice(0, 5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={s.legend}>
        <span className={s.legendIn}>{b.chartDeposits}</span>
        <span className={s.legendOut}>{b.chartWithdrawals}</span>
      </figcaption>
    </figure>
  );
}
