"use client";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import type { Answer } from "@/lib/api/client";
import { firstMessage } from "@/lib/api/errors";
import {
  useAddMemberNote,
  useEndMemberSession,
  useEndMemberSessions,
  useLiftMemberTimeout,
  useNotifyMember,
  useResetMemberTwoFactor,
  useSuspendMember,
  useUnsuspendMember,
} from "@/lib/backoffice/mutations";
import { memberHistoryQueryOptions, memberQueryOptions } from "@/lib/backoffice/queries";
import { formatDateTime, formatMoney, formatPhone } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { Alert } from "@/components/ui/field";
import { QueryState } from "./query-state";
import { StaffDecision } from "./staff-decision";
import s from "./backoffice.module.css";
import m from "./members.module.css";

const t = b.members;
type Member = Answer<"GET /api/backoffice/members/{id}">;
type DialogKind = keyof typeof t.dialogs;
/** What the open dialog does: its kind, the text field it asks for (a reason, a message, or none) and its call. */
interface Acting {
  kind: DialogKind;
  field: "reason" | "message" | null;
  run: (text: string) => Promise<unknown>;
  done: (answer: unknown) => string;
}

/** What this role may do here: act on the member, lift a time-out, open a credit adjustment for them. */
interface Can {
  act: boolean;
  liftTimeout: boolean;
  adjust: boolean;
}

/** One member's page: sections to read, and the actions this role may take (`can`; the API checks again). */
export function MemberDetail({ id, can }: { id: number; can: Can }) {
  const member = useQuery(memberQueryOptions(id));
  return <QueryState query={member}>{(d) => <MemberSections d={d} can={can} />}</QueryState>;
}

function MemberSections({ d, can }: { d: Member; can: Can }) {
  const id = d.profile.id;
  const endSession = useEndMemberSession(id);
  const endAll = useEndMemberSessions(id);
  const suspend = useSuspendMember(id);
  const unsuspend = useUnsuspendMember(id);
  const resetTwoFactor = useResetMemberTwoFactor(id);
  const notify = useNotifyMember(id);
  const liftTimeout = useLiftMemberTimeout(id);
  const [acting, setActing] = useState<Acting | null>(null);
  const suspended = d.profile.suspended_at !== null;
  const p = d.profile;

  return (
    <>
      <div className={m.header}>
        <h2 className={m.who} data-testid="member-who">
          {formatPhone(p.phone)} · {p.name ?? "-"}
        </h2>
        <div className={m.badges}>
          {suspended && <span className={s.flag}>{t.suspended}</span>}
          {d.exclusion && <span className={s.flag}>{d.exclusion.kind === "timeout" ? t.timeout : t.selfExcluded}</span>}
        </div>
        {can.act && (
          <div className={m.actions}>
            <Button
              size="small"
              variant="outline"
              disabled={d.sessions.length === 0}
              onClick={() => setActing({ kind: "endAll", field: null, run: () => endAll.mutateAsync(), done: (a) => t.done.endAll((a as { ended: number }).ended) })}
            >
              {t.endAll}
            </Button>
            <Button size="small" variant="outline" onClick={() => setActing({ kind: "notify", field: "message", run: (x) => notify.mutateAsync(x), done: () => t.done.notify })}>
              {t.notify}
            </Button>
            {d.two_factor && (
              <Button
                size="small"
                variant="outline"
                onClick={() => setActing({ kind: "resetTwoFactor", field: "reason", run: (x) => resetTwoFactor.mutateAsync(x), done: () => t.done.resetTwoFactor })}
              >
                {t.resetTwoFactor}
              </Button>
            )}
            {d.exclusion?.kind === "timeout" && can.liftTimeout && (
              <Button
                size="small"
                variant="outline"
                onClick={() => setActing({ kind: "liftTimeout", field: "reason", run: (x) => liftTimeout.mutateAsync(x), done: () => t.done.liftTimeout })}
              >
                {t.liftTimeout}
              </Button>
            )}
            {suspended ? (
              <Button size="small" onClick={() => setActing({ kind: "unsuspend", field: "reason", run: (x) => unsuspend.mutateAsync(x), done: () => t.done.unsuspend })}>
                {t.unsuspend}
              </Button>
            ) : (
              <Button size="small" variant="withdraw" onClick={() => setActing({ kind: "suspend", field: "reason", run: (x) => suspend.mutateAsync(x), done: () => t.done.suspend })}>
                {t.suspend}
              </Button>
            )}
          </div>
        )}
      </div>

      <div className={m.grid}>
        <Card title={t.sections.profile}>
          <dl className={m.dl}>
            <Item label={t.fields.phone}>{formatPhone(p.phone)}</Item>
            <Item label={t.fields.name}>{p.name ?? "-"}</Item>
            <Item label={t.fields.username}>{p.username ?? "-"}</Item>
            <Item label={t.fields.bank}>
              {(p.bank ?? "-").toUpperCase()} {p.account_number ?? "-"}
            </Item>
            <Item label={t.fields.line}>{p.line ?? "-"}</Item>
            <Item label={t.fields.birthDate}>{p.birth_date ?? "-"}</Item>
            <Item label={t.fields.status}>
              {t.status[p.status] ?? p.status}
              {suspended && ` · ${t.suspended} ${formatDateTime(p.suspended_at!)}`}
            </Item>
            <Item label={t.fields.joined}>{formatDateTime(p.created_at)}</Item>
            <Item label={t.fields.firstDeposit}>{p.first_deposit_at ? formatDateTime(p.first_deposit_at) : "-"}</Item>
            <Item label={t.fields.twoFactor}>{d.two_factor ? t.on : t.off}</Item>
          </dl>
        </Card>
        <Card title={t.sections.credit}>
          <dl className={m.dl}>
            <Item label={t.fields.credit}>{formatMoney(d.credit)}</Item>
            <Item label={t.fields.wallet}>{formatMoney(d.wallet)}</Item>
            <Item label={t.fields.hold}>{formatMoney(d.hold)}</Item>
            <Item label={t.fields.turnoverRequired}>{formatMoney(d.turnover.required)}</Item>
            <Item label={t.fields.turnoverLeft}>{formatMoney(d.turnover.left)}</Item>
          </dl>
          {can.adjust && (
            <p>
              <Link href={`/backoffice/adjustments?phone=${p.phone}`} className={s.navLink} data-testid="member-adjust">
                {t.adjust}
              </Link>
            </p>
          )}
          <h3 className={`${m.cardTitle} ${m.subTitle}`}>{t.sections.referral}</h3>
          <dl className={m.dl}>
            <Item label={t.fields.referrer}>{d.referral.referrer_phone ? formatPhone(d.referral.referrer_phone) : t.none}</Item>
            <Item label={t.fields.referralKey}>{d.referral.key ?? "-"}</Item>
            <Item label={t.fields.levels}>
              {d.referral.counts.lv1} / {d.referral.counts.lv2} / {d.referral.counts.lv3}
            </Item>
          </dl>
        </Card>
        <Card title={t.sections.protection}>
          <dl className={m.dl}>
            {(["daily", "weekly", "monthly"] as const).map((k) => (
              <Item key={k} label={t.fields[k]}>
                {d.limits[k].amount === null ? t.noLimit : formatMoney(d.limits[k].amount)}
                <span className={s.sub}>{t.used(formatMoney(d.limits[k].used))}</span>
              </Item>
            ))}
            <Item label={t.fields.exclusion}>
              {d.exclusion ? (
                <>
                  {d.exclusion.kind === "timeout" ? t.timeout : t.selfExcluded}
                  <span className={s.sub}>{d.exclusion.ends_at ? t.until(formatDateTime(d.exclusion.ends_at)) : t.forever}</span>
                </>
              ) : (
                t.noExclusion
              )}
            </Item>
          </dl>
          {d.exclusion?.kind === "self_exclusion" && (
            <p className={m.warn} data-testid="self-exclusion-note">
              {t.selfExclusionNote}
            </p>
          )}
        </Card>
      </div>

      <div className={m.wide}>
        <Card title={t.sections.sessions}>
          <div className={s.tableWrap}>
            <table className={s.table} data-testid="member-sessions">
              <thead>
                <tr>
                  <th scope="col">{t.sessionColumns.device}</th>
                  <th scope="col">{t.sessionColumns.ip}</th>
                  <th scope="col">{t.sessionColumns.last}</th>
                  {can.act && <th scope="col">{t.sessionColumns.actions}</th>}
                </tr>
              </thead>
              <tbody>
                {d.sessions.length === 0 && <Empty cols={can.act ? 4 : 3}>{t.noSessions}</Empty>}
                {d.sessions.map((x) => (
                  <tr key={x.id}>
                    <td>
                      {x.device}
                      <span className={s.sub}>
                        {t.sessionColumns.since} {formatDateTime(x.created_at)}
                      </span>
                    </td>
                    <td className={s.nowrap}>{x.ip || "-"}</td>
                    <td className={s.nowrap}>{formatDateTime(x.last_seen_at)}</td>
                    {can.act && (
                      <td>
                        <Button
                          size="small"
                          variant="ghost"
                          onClick={() => setActing({ kind: "endSession", field: null, run: () => endSession.mutateAsync(x.id), done: () => t.done.endSession })}
                        >
                          {t.endSession}
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
        <Card title={t.sections.notes}>
          {can.act && <NoteForm id={id} />}
          {d.notes.length === 0 ? (
            <p className={s.note}>{t.noNotes}</p>
          ) : (
            <ul className={m.notes} data-testid="member-notes">
              {d.notes.map((n) => (
                <li key={n.id}>
                  {n.body}
                  <span className={s.sub}>
                    {n.staff} · {formatDateTime(n.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <Card title={t.sections.requests} wide>
        <RequestsTable id={id} first={d.requests} />
      </Card>
      <Card title={t.sections.ledger} wide>
        <LedgerTable id={id} first={d.ledger} />
      </Card>

      <div className={m.wide}>
        <Card title={t.sections.bonuses}>
          <div className={s.tableWrap}>
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col">{t.bonusColumns.id}</th>
                  <th scope="col">{t.bonusColumns.type}</th>
                  <th scope="col">{t.bonusColumns.status}</th>
                  <th scope="col" className={s.num}>
                    {t.bonusColumns.amount}
                  </th>
                  <th scope="col" className={s.num}>
                    {t.bonusColumns.turnover}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.bonuses.length === 0 && <Empty cols={5}>{t.noBonuses}</Empty>}
                {d.bonuses.map((x) => (
                  <tr key={x.id}>
                    <td>#{x.id}</td>
                    <td>
                      {x.type}
                      <span className={s.sub}>{formatDateTime(x.created_at)}</span>
                    </td>
                    <td>{x.status}</td>
                    <td className={s.num}>{formatMoney(x.amount)}</td>
                    <td className={s.num}>{formatMoney(x.turnover)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
        <Card title={t.sections.logins}>
          <div className={s.tableWrap}>
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col">{t.loginColumns.at}</th>
                  <th scope="col">{t.loginColumns.result}</th>
                  <th scope="col">{t.loginColumns.device}</th>
                  <th scope="col">{t.loginColumns.ip}</th>
                </tr>
              </thead>
              <tbody>
                {d.logins.length === 0 && <Empty cols={4}>{t.noLogins}</Empty>}
                {d.logins.map((x, i) => (
                  <tr key={i}>
                    <td className={s.nowrap}>{formatDateTime(x.at)}</td>
                    <td>{x.ok ? t.loginOk : t.loginFailed}</td>
                    <td>{x.device}</td>
                    <td className={s.nowrap}>{x.ip || "-"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      </div>

      <p>
        <Link href="/backoffice/members" className={s.navLink}>
          {t.back}
        </Link>
      </p>
      {acting && <ActionDialog key={acting.kind} acting={acting} onDone={() => setActing(null)} />}
    </>
  );
}

function Card({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`${m.card} ${wide ? m.section : ""}`} aria-label={title}>
      <h3 className={m.cardTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Empty({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={cols} className={s.empty}>
        {children}
      </td>
    </tr>
  );
}

/** The next pages of a list the member page began, read when asked (keyset: after the last row shown). */
function useMore<K extends "requests" | "ledger">(id: number, kind: K, after: number | null) {
  const [asked, setAsked] = useState(false);
  const more = useInfiniteQuery({ ...memberHistoryQueryOptions(id, kind, after ?? 0), enabled: asked && after !== null });
  const rows = more.data?.pages.flatMap((p) => p.data) ?? [];
  const hasMore = after !== null && (!asked || more.hasNextPage);
  const load = () => (asked ? void more.fetchNextPage() : setAsked(true));
  return { rows, hasMore, load, busy: more.isFetching };
}

function MoreButton({ more }: { more: ReturnType<typeof useMore> }) {
  if (!more.hasMore) return null;
  return (
    <div className={s.footer}>
      <Button variant="ghost" size="small" disabled={more.busy} onClick={more.load}>
        {more.busy ? "…" : t.more}
      </Button>
    </div>
  );
}

type RequestRow = Member["requests"]["data"][number];
type LedgerRow = Member["ledger"]["data"][number];

function RequestsTable({ id, first }: { id: number; first: Member["requests"] }) {
  const more = useMore(id, "requests", first.next_cursor);
  const rows = [...first.data, ...(more.rows as RequestRow[])];
  return (
    <div className={s.tableWrap}>
      <table className={s.table} data-testid="member-requests">
        <thead>
          <tr>
            <th scope="col">{t.requestColumns.id}</th>
            <th scope="col">{t.requestColumns.type}</th>
            <th scope="col">{t.requestColumns.status}</th>
            <th scope="col" className={s.num}>
              {t.requestColumns.amount}
            </th>
            <th scope="col">{t.requestColumns.at}</th>
            <th scope="col">{t.requestColumns.note}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <Empty cols={6}>{t.noRequests}</Empty>}
          {rows.map((r) => (
            <tr key={r.id}>
              <td>#{r.id}</td>
              <td>{t.requestTypes[r.type] ?? r.type}</td>
              <td>{t.requestStatus[r.status] ?? r.status}</td>
              <td className={s.num}>{formatMoney(r.amount)}</td>
              <td className={s.nowrap}>{formatDateTime(r.created_at)}</td>
              <td>{r.note ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MoreButton more={more} />
    </div>
  );
}

function LedgerTable({ id, first }: { id: number; first: Member["ledger"] }) {
  const more = useMore(id, "ledger", first.next_cursor);
  const rows = [...first.data, ...(more.rows as LedgerRow[])];
  return (
    <div className={s.tableWrap}>
      <table className={s.table} data-testid="member-ledger">
        <thead>
          <tr>
            <th scope="col">{t.ledgerColumns.id}</th>
            <th scope="col">{t.ledgerColumns.account}</th>
            <th scope="col">{t.ledgerColumns.kind}</th>
            <th scope="col" className={s.num}>
              {t.ledgerColumns.amount}
            </th>
            <th scope="col">{t.ledgerColumns.at}</th>
            <th scope="col">{t.ledgerColumns.memo}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <Empty cols={6}>{t.noLedger}</Empty>}
          {rows.map((r) => (
            <tr key={r.id}>
              <td>#{r.id}</td>
              <td>{t.ledgerAccounts[r.account] ?? r.account}</td>
              <td>{r.kind}</td>
              <td className={s.num}>{formatMoney(r.amount)}</td>
              <td className={s.nowrap}>{formatDateTime(r.created_at)}</td>
              <td>{r.memo ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MoreButton more={more} />
    </div>
  );
}

/** An internal note: typed and kept at once (a note is not an action on the member, so no confirmation). */
function NoteForm({ id }: { id: number }) {
  const add = useAddMemberNote(id);
  const [text, setText] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await add.mutateAsync(text);
      setText("");
      toast.success(t.noteAdded);
    } catch (err) {
      setFailure(firstMessage(err));
    }
  };
  return (
    <form className={m.noteForm} onSubmit={(e) => void submit(e)}>
      {failure && <Alert testId="note-error">{failure}</Alert>}
      <label>
        {t.noteLabel}
        <textarea name="note" className={s.textarea} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Button type="submit" size="small" variant="outline" disabled={add.isPending}>
        {t.addNote}
      </Button>
    </form>
  );
}

/** Confirms an action, asking for its reason (or the message) where the rule needs one; the API's refusal shows here. */
function ActionDialog({ acting, onDone }: { acting: Acting; onDone: () => void }) {
  const [text, setText] = useState("");
  const words = t.dialogs[acting.kind];
  return (
    <StaffDecision
      title={words.title}
      testId="member-action-dialog"
      confirm={t.confirm}
      incomplete={acting.field !== null && !text.trim()}
      decide={async () => acting.done(await acting.run(text))}
      onDone={onDone}
    >
      <p className={s.note}>{words.lead}</p>
      {acting.field && (
        <label className={s.note}>
          {acting.field === "reason" ? t.reasonLabel : t.messageLabel}
          <textarea className={s.textarea} maxLength={acting.field === "reason" ? 500 : 1000} value={text} onChange={(e) => setText(e.target.value)} />
        </label>
      )}
    </StaffDecision>
  );
}
