"use client";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Answer } from "@/lib/api/client";
import { firstMessage } from "@/lib/api/errors";
import { useChangeStaff, useCreateStaff } from "@/lib/backoffice/mutations";
import { staffQueryOptions } from "@/lib/backoffice/queries";
import { formatDateTime } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { copyText } from "@/lib/copy-text";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert } from "@/components/ui/field";
import { QueryState } from "./query-state";
import s from "./backoffice.module.css";

type Row = Answer<"GET /api/backoffice/staff">["data"][number];
type Role = Row["role"];
type Change = "disable" | "enable" | "reset";
const ROLES = Object.keys(b.roles) as Role[];

/** The staff accounts: add one (its setup link is shown once), disable, enable or reset the others. */
export function StaffAccounts({ me }: { me: string }) {
  const list = useQuery(staffQueryOptions());
  const [changing, setChanging] = useState<{ row: Row; action: Change } | null>(null);
  const [link, setLink] = useState<{ username: string; code: string } | null>(null);

  return (
    <>
      <AddStaff onMade={setLink} />
      <QueryState query={list}>
        {(rows) => (
          <div className={s.tableWrap}>
            <table className={s.table} data-testid="staff-list">
              <thead>
                <tr>
                  <th scope="col">{b.staff.columns.username}</th>
                  <th scope="col">{b.staff.columns.role}</th>
                  <th scope="col">{b.staff.columns.state}</th>
                  <th scope="col">{b.staff.columns.created}</th>
                  <th scope="col">{b.staff.columns.seen}</th>
                  <th scope="col">{b.staff.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid={`staff-${row.username}`}>
                    <td>
                      {row.username}
                      {row.username === me && <span className={s.sub}>{b.staff.you}</span>}
                    </td>
                    <td>{b.roles[row.role]}</td>
                    <td>{row.state === "active" ? b.staff.states.active : <span className={s.flag}>{b.staff.states[row.state]}</span>}</td>
                    <td>{formatDateTime(row.created_at)}</td>
                    <td>{row.last_seen_at ? formatDateTime(row.last_seen_at) : "-"}</td>
                    <td>
                      {row.username !== me && (
                        <div className={`${s.actions} ${s.nowrap}`}>
                          {row.state === "disabled" ? (
                            <Button size="small" variant="outline" onClick={() => setChanging({ row, action: "enable" })}>
                              {b.staff.enable}
                            </Button>
                          ) : (
                            <Button size="small" variant="outline" onClick={() => setChanging({ row, action: "disable" })}>
                              {b.staff.disable}
                            </Button>
                          )}
                          <Button size="small" variant="ghost" onClick={() => setChanging({ row, action: "reset" })}>
                            {b.staff.reset}
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {changing && (
        <ChangeDialog
          key={`${changing.action}-${changing.row.id}`}
          {...changing}
          onDone={(code) => {
            setChanging(null);
            if (code) setLink({ username: changing.row.username, code });
          }}
        />
      )}
      {link && <SetupLinkDialog {...link} onDone={() => setLink(null)} />}
    </>
  );
}

function AddStaff({ onMade }: { onMade: (made: { username: string; code: string }) => void }) {
  const create = useCreateStaff();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const username = String(data.get("username") ?? "").trim();
    setFailure(null);
    try {
      const made = await create.mutateAsync({ username, role: String(data.get("role")) as Role });
      form.reset();
      toast.success(b.staff.created(username));
      onMade({ username, code: made.setup_code });
    } catch (err) {
      setFailure(firstMessage(err));
    }
  };

  return (
    <form className={s.filters} onSubmit={(e) => void submit(e)} aria-label={b.staff.add} noValidate>
      <label>
        {b.username}
        <input name="username" className={s.input} maxLength={32} autoComplete="off" autoCapitalize="none" spellCheck={false} required />
      </label>
      <label>
        {b.staff.role}
        <select name="role" className={s.input} defaultValue="finance">
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {b.roles[r]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="small" disabled={create.isPending}>
        {b.staff.create}
      </Button>
      {failure && <Alert testId="staff-add-error">{failure}</Alert>}
    </form>
  );
}

/** Disable, enable or reset one account, with the reason the audit log keeps. */
function ChangeDialog({ row, action, onDone }: { row: Row; action: Change; onDone: (setupCode: string | null) => void }) {
  const change = useChangeStaff();
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      const done = await change.mutateAsync({ id: row.id, action, reason });
      toast.success(b.staff.changed(row.username));
      onDone(done.setup_code);
    } catch (e) {
      setFailure(firstMessage(e));
    }
  };

  return (
    <Dialog
      open
      onClose={() => onDone(null)}
      title={b.staff.changeTitle[action](row.username)}
      testId="staff-change-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={() => onDone(null)} disabled={change.isPending}>
            {b.cancel}
          </Button>
          <Button variant={action === "enable" ? "gold" : "withdraw"} onClick={() => void submit()} disabled={change.isPending}>
            {b.staff.confirm}
          </Button>
        </>
      }
    >
      <div className={s.dialogForm}>
        {failure && <Alert testId="staff-change-error">{failure}</Alert>}
        <p className={s.note}>{b.staff.changeLead[action]}</p>
        <label className={s.note}>
          {b.staff.reason}
          <textarea className={s.textarea} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      </div>
    </Dialog>
  );
}

/** The setup link, shown once: the code rides in the fragment, which browsers never send to a server. */
function SetupLinkDialog({ username, code, onDone }: { username: string; code: string; onDone: () => void }) {
  const url = `${window.location.origin}/backoffice/setup#${code}`;
  const copy = () => copyText(url, "copy-setup-link", b.staff);
  return (
    <Dialog
      open
      onClose={onDone}
      title={b.staff.created(username)}
      testId="setup-link-dialog"
      actions={
        <>
          <Button variant="outline" onClick={() => void copy()}>
            {b.staff.copy}
          </Button>
          <Button onClick={onDone}>{b.staff.done}</Button>
        </>
      }
    >
      <div className={s.dialogForm}>
        <p className={s.note}>{b.staff.linkLead}</p>
        <label className={s.note}>
          {b.staff.linkLabel}
          <input className={`${s.input} ${s.link}`} readOnly value={url} data-testid="setup-link" onFocus={(e) => e.currentTarget.select()} />
        </label>
      </div>
    </Dialog>
  );
}
