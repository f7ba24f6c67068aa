"use client";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { bankOf } from "@/lib/banks/banks";
import { useProfile } from "@/lib/customers/queries";
import { formatDateTime, formatMoney, formatPhone, gameUsername } from "@/lib/format";
import { thaiCause } from "@/lib/i18n/th/causes";
import { historyText } from "@/lib/i18n/th/history";
import { labelsText } from "@/lib/i18n/th/labels";
import { pagingText } from "@/lib/i18n/th/paging";
import { paths } from "@/lib/paths";
import { saveFile } from "@/lib/save-file";
import { HISTORY_EXPORT_PATH } from "@/lib/api/contract/constants";
import { bonusCsv, isCompleted, isWithdraw, netDeposit, statusLabel, typeLabel, type HistoryRow } from "@/lib/wallet/history";
import { useBonusHistory, useMoneyHistory } from "@/lib/wallet/queries";
import { useFreshProfile } from "@/lib/wallet/use-fresh-profile";
import { BankBadge } from "@/components/register/bank-badge";
import { Button, ButtonLink, buttonClass } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { Alert } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import s from "./history.module.css";
import more from "@/components/ui/more.module.css";

export type HistoryTab = 0 | 1 | 2;

const h = historyText;
const statusTone = (st: string) => (isCompleted(st) ? s.good : /pending|processing|wait/.test(st) ? s.wait : s.bad);
/** Tab 1's labels: a bonus type or status in Thai (a backend's own word as it is). */
const bonusTypeLabel = (t: string) => h.bonusTypes[t] ?? h.types[t] ?? t;
const bonusStatusLabel = (st: string) => h.bonusStatuses[st] ?? h.statuses[st] ?? st;
const bonusTone = (st: string) => (st === "claimed" || isCompleted(st) ? s.good : st === "claimable" ? s.wait : s.bad);

/** Tab 1 (the bonuses loaded so far) as a CSV file, like tab 2's, with the turnover and the note. */
function downloadBonusCsv(rows: readonly HistoryRow[]) {
  const labels = {
    date: h.date,
    type: h.type,
    amount: h.amount,
    status: h.status,
    multiple: h.turnoverMultiple,
    turnover: h.turnoverAmount,
    note: h.note,
    typeOf: bonusTypeLabel,
    statusOf: bonusStatusLabel,
  };
  saveFile(bonusCsv(rows, labels), h.bonusFileName);
}

/** /history?tab=0|1|2: account info, activity bonus, deposit-withdraw data. */
export function HistoryView({ tab }: { tab: HistoryTab }) {
  return (
    <div className={s.wrap}>
      <nav className={s.tabs} aria-label={h.title}>
        {h.tabs.map((label, i) => (
          <Link key={label} href={paths.history(i as HistoryTab)} className={`${s.tab} ${i === tab ? s.active : ""}`} aria-current={i === tab ? "page" : undefined} replace scroll={false}>
            {label}
          </Link>
        ))}
      </nav>
      {tab === 0 && <AccountInfo />}
      {tab === 1 && <BonusRecords />}
      {tab === 2 && <MoneyRecords />}
    </div>
  );
}

/** Opening the account info refreshes the credit first (docs/product.md#flows). */
function AccountInfo() {
  const fresh = useFreshProfile();
  const { data: p } = useProfile();
  if (!fresh.ready || !p) return <Loading />;
  const bank = bankOf(p.bank);
  const rows: [string, ReactNode][] = [
    [h.phone, formatPhone(p.phone)],
    [h.name, p.name ?? "-"],
    [
      h.bank,
      <span key="bank" className={s.bank}>
        {bank && <BankBadge bank={bank} size={32} />}
        {bank?.thai_name ?? p.bank ?? "-"}
      </span>,
    ],
    [h.accountNumber, <span key="acc" className="money">{p.account_number ?? "-"}</span>],
    [h.username, gameUsername(p.phone)],
    [h.credit, <b key="credit" className={`money ${s.gold}`}>฿{formatMoney(p.ufabet_credit)}</b>],
  ];
  return (
    <section className={s.card} data-testid="history-account">
      <dl className={s.info}>
        {rows.map(([k, v]) => (
          <div key={k} className={s.infoRow}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Loading() {
  return (
    <div className={s.loading} role="status">
      <Spinner size={32} />
      <span>{labelsText.loading}</span>
    </div>
  );
}

function Empty({ money }: { money: boolean }) {
  return (
    <div className={s.empty}>
      <span className={s.emptyIcon} aria-hidden="true">
        {money ? <Glyph name="history" size={30} /> : <Glyph name="gift" size={30} />}
      </span>
      <p>{money ? h.empty : h.bonusEmpty}</p>
      <ButtonLink href={money ? paths.deposit() : paths.promotion()} variant={money ? "deposit" : "outline"}>
        {money ? h.emptyAction : h.bonusEmptyAction}
      </ButtonLink>
    </div>
  );
}

/** Rows once each, in the order first met (pages of a backend that repeats a row never show it twice). */
function unique(rows: readonly HistoryRow[]): HistoryRow[] {
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.id) && Boolean(seen.add(r.id)));
}

/**
 * Tab 2: deposits and withdrawals, a page at a time (HISTORY_PAGE_SIZE, newest first, "ดูเพิ่ม" for the next), the
 * net deposit of the whole history and its CSV download: every row, streamed by the API.
 */
function MoneyRecords() {
  const q = useMoneyHistory();
  if (q.isPending) return <Loading />;
  if (q.isError && !q.isFetchNextPageError) return <Alert>{h.loadFailed}</Alert>;
  const data = unique(q.data.pages.flatMap((p) => p.data));
  const net = q.data.pages[0]?.net ?? netDeposit(data);
  return (
    <section className={s.card} data-testid="history-money">
      <div className={s.summary}>
        <div>
          <span className={s.muted}>{h.netDeposit}</span>
          <b className={`money ${s.net}`} data-testid="net-deposit">
            {net < 0 ? "-" : ""}฿{formatMoney(Math.abs(net))}
          </b>
          <span className={s.muted}>{h.netDepositHint}</span>
        </div>
        {data.length === 0 ? (
          <Button variant="outline" disabled>
            {h.download}
          </Button>
        ) : (
          <a className={buttonClass({ variant: "outline" })} href={HISTORY_EXPORT_PATH} download={h.fileName}>
            {h.download}
          </a>
        )}
      </div>
      {data.length === 0 ? (
        <Empty money />
      ) : (
        <table className={s.table}>
          <thead>
            <tr>
              <RecordHead />
            </tr>
          </thead>
          <tbody>
            {data.map((r) => (
              <tr key={r.id} data-testid="history-row">
                <RecordCells
                  row={r}
                  type={[typeLabel(r.type), isWithdraw(r.type) ? s.out : s.in]}
                  status={[statusLabel(r.status), statusTone(r.status)]}
                />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {q.hasNextPage && (
        <div className={more.bar}>
          <Button
            variant="outline"
            className={more.button}
            onClick={() => !q.isFetchingNextPage && void q.fetchNextPage()}
            aria-busy={q.isFetchingNextPage}
            data-testid="more"
          >
            {q.isFetchingNextPage ? labelsText.loading : pagingText.more}
            <Glyph name="chevron-down" size={18} />
          </Button>
          {q.isFetchNextPageError && (
            <p className={more.failed} role="alert">
              {pagingText.failed}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** The columns both tabs share: date, type, amount, status. */
function RecordHead() {
  return (
    <>
      <th scope="col">{h.date}</th>
      <th scope="col">{h.type}</th>
      <th scope="col" className={s.num}>
        {h.amount}
      </th>
      <th scope="col">{h.status}</th>
    </>
  );
}

/** A record's shared cells; `type` and `status` are each [label, class]. */
function RecordCells({ row, type, status }: { row: HistoryRow; type: [string, string | undefined]; status: [string, string | undefined] }) {
  return (
    <>
      <td data-label={h.date} className="money">
        {formatDateTime(row.created_at)}
      </td>
      <td data-label={h.type}>
        <span className={s.typeCell}>
          <span className={type[1]}>{type[0]}</span>
          {row.note && <small className={s.note}>{thaiCause(row.note)}</small>}
        </span>
      </td>
      <td data-label={h.amount} className={`money ${s.num}`}>
        {formatMoney(row.amount)}
      </td>
      <td data-label={h.status}>
        <span className={`${s.badge} ${status[1]}`}>{status[0]}</span>
      </td>
    </>
  );
}

/** The turnover a bonus asks: "5 เท่า · 1,000.00 บาท", "ไม่ต้องทำเทิร์น" for 0, "-" when the backend does not say. */
function turnoverText(r: HistoryRow): string {
  if (r.turnover === 0) return h.noTurnover;
  if (r.turnover == null) return r.turnover_amount == null ? "-" : `${formatMoney(r.turnover_amount)} บาท`;
  return h.turnoverOf(r.turnover, formatMoney(r.turnover_amount ?? r.amount * r.turnover));
}

/**
 * Tab 1: every bonus (deposit bonuses, cashback, spin prizes, commissions) with its type, amount, status, date and
 * turnover, a page at a time ("load more"), and the CSV download of what is loaded.
 */
function BonusRecords() {
  const q = useBonusHistory();
  if (q.isPending) return <Loading />;
  if (q.isError) return <Alert>{h.loadFailed}</Alert>;
  const rows = q.data.pages.flatMap((p) => p.data);
  return (
    <section className={s.card} data-testid="history-bonus">
      {rows.length === 0 ? (
        <Empty money={false} />
      ) : (
        <>
          <div className={s.summary}>
            <span className={s.muted}>{h.tabs[1]}</span>
            <Button variant="outline" onClick={() => downloadBonusCsv(rows)}>
              {h.download}
            </Button>
          </div>
          <table className={s.table}>
            <thead>
              <tr>
                <RecordHead />
                <th scope="col">{h.turnover}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid="history-row">
                  <RecordCells
                    row={r}
                    type={[bonusTypeLabel(r.type), s.in]}
                    status={[bonusStatusLabel(r.status), bonusTone(r.status)]}
                  />
                  <td data-label={h.turnover} className={`money ${s.turnoverCell}`}>
                    {turnoverText(r)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {q.hasNextPage && (
            <Button variant="outline" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
              {q.isFetchingNextPage ? labelsText.loading : pagingText.more}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
