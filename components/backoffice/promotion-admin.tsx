"use client";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Answer } from "@/lib/api/client";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { useCreatePromotion, useEditPromotion, usePromotionActive } from "@/lib/backoffice/mutations";
import { promotionsQueryOptions } from "@/lib/backoffice/queries";
import { formatMoney } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { depositText } from "@/lib/i18n/th/deposit";
import { promotionDescription } from "@/lib/promotions/terms";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert, Field } from "@/components/ui/field";
import { QueryState } from "./query-state";
import s from "./backoffice.module.css";

type Promotion = Answer<"GET /api/backoffice/promotions">["data"][number];
type Acting = { kind: "new" } | { kind: "edit"; promotion: Promotion } | null;

const f = b.promotionFields;
const money = (n: number) => formatMoney(n).replace(/\.00$/, "");

/** The promotions, active first; `canManage`: the role may add, edit and switch them (the API checks it again). */
export function PromotionAdmin({ canManage }: { canManage: boolean }) {
  const promotions = useQuery(promotionsQueryOptions());
  const active = usePromotionActive();
  const [acting, setActing] = useState<Acting>(null);

  const toggle = async (p: Promotion) => {
    try {
      await active.mutateAsync({ id: p.id, active: !p.active });
    } catch (e) {
      toast.error(firstMessage(e));
    }
  };

  return (
    <>
      {canManage && (
        <div className={s.toolbar}>
          <Button size="small" onClick={() => setActing({ kind: "new" })}>
            {b.addPromotion}
          </Button>
        </div>
      )}
      <QueryState query={promotions}>
        {(rows) => (
          <div className={s.tableWrap}>
            <table className={s.table} data-testid="promotion-list">
              <thead>
                <tr>
                  <th scope="col">{b.promotionColumns.name}</th>
                  <th scope="col">{b.promotionColumns.figures}</th>
                  <th scope="col">{b.promotionColumns.terms}</th>
                  <th scope="col" className={s.num}>
                    {b.promotionColumns.chosen}
                  </th>
                  <th scope="col">{b.promotionColumns.status}</th>
                  {canManage && <th scope="col">{b.promotionColumns.actions}</th>}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={canManage ? 6 : 5} className={s.empty}>
                      {b.promotionsEmpty}
                    </td>
                  </tr>
                )}
                {rows.map((p) => (
                  <tr key={p.id} data-testid={`promotion-${p.id}`}>
                    <td>
                      {p.name}
                      <span className={s.sub}>#{p.id}</span>
                    </td>
                    <td className={s.nowrap}>
                      {p.bonus_percent}% ≤ {money(p.max_bonus)}
                      <span className={s.sub}>
                        ≥ {money(p.min_deposit)} · {p.turnover}×{p.first_deposit_only ? ` · ${f.firstDepositOnly}` : ""}
                      </span>
                    </td>
                    <td className={s.terms}>{p.description}</td>
                    <td className={s.num}>{b.chosenCount(p.chosen)}</td>
                    <td>
                      <span className={p.active ? s.on : s.off}>{p.active ? b.active : b.inactive}</span>
                    </td>
                    {canManage && (
                      <td>
                        <div className={s.actions}>
                          <Button size="small" variant="outline" onClick={() => setActing({ kind: "edit", promotion: p })}>
                            {b.edit}
                          </Button>
                          <Button size="small" variant="ghost" onClick={() => void toggle(p)} disabled={active.isPending}>
                            {p.active ? b.disable : b.enable}
                          </Button>
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {acting?.kind === "new" && <NewPromotionDialog onDone={() => setActing(null)} />}
      {acting?.kind === "edit" && <EditPromotionDialog key={acting.promotion.id} promotion={acting.promotion} onDone={() => setActing(null)} />}
    </>
  );
}

/** What a member sees on /deposit once they choose it: the same box, the same words (deposit-form.tsx). */
function PromotionPreview({ name, percent, max, min, description }: { name: string; percent: number; max: number; min: number; description: string }) {
  return (
    <section className={s.preview} aria-label={b.preview} data-testid="promotion-preview">
      <p className={s.previewLabel}>
        {b.preview} · {b.previewDeposit}
      </p>
      <div className={s.previewPromo}>
        <b className={s.previewName}>{name || "…"}</b>
        <b>{depositText.promotionBonus(percent || 0, money(max || 0))}</b>
        <p>{description}</p>
        <p>{depositText.promotionMin(formatMoney(min || 0))}</p>
      </div>
    </section>
  );
}

const number = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));
const errorsOf = (e: unknown) => (e instanceof ApiError ? e.fieldErrors : {});

function NewPromotionDialog({ onDone }: { onDone: () => void }) {
  const create = useCreatePromotion();
  const [v, setV] = useState({ name: "", percent: "", max: "", min: "", turnover: "", first: false, note: "" });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const figures = { bonusPercent: number(v.percent), maxBonus: number(v.max), minDeposit: number(v.min), turnover: number(v.turnover), firstDepositOnly: v.first };
  const shown = (n: number) => (Number.isFinite(n) ? n : 0);
  const description = promotionDescription(
    { bonusPercent: shown(figures.bonusPercent), maxBonus: shown(figures.maxBonus), minDeposit: shown(figures.minDeposit), turnover: shown(figures.turnover), firstDepositOnly: v.first },
    v.note,
  );
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [key]: e.target.value });

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await create.mutateAsync({
        name: v.name,
        bonus_percent: figures.bonusPercent,
        max_bonus: figures.maxBonus,
        min_deposit: figures.minDeposit,
        turnover: figures.turnover,
        first_deposit_only: v.first,
        note: v.note || undefined,
      });
      toast.success(b.promotionSaved(v.name.trim()));
      onDone();
    } catch (err) {
      const fields = errorsOf(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(firstMessage(err));
    }
  };

  return (
    <Dialog
      open
      onClose={onDone}
      title={b.addPromotion}
      testId="promotion-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onDone} disabled={create.isPending}>
            {b.cancel}
          </Button>
          <Button onClick={() => void submit()} disabled={create.isPending}>
            {b.save}
          </Button>
        </>
      }
    >
      <form className={s.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        {failure && <Alert testId="promotion-error">{failure}</Alert>}
        <Field label={f.name} maxLength={120} value={v.name} onChange={set("name")} error={errors.name?.[0]} />
        <div className={s.formGrid}>
          <Field label={f.bonusPercent} inputMode="numeric" value={v.percent} onChange={set("percent")} error={errors.bonus_percent?.[0]} />
          <Field label={f.maxBonus} inputMode="decimal" value={v.max} onChange={set("max")} error={errors.max_bonus?.[0]} />
          <Field label={f.minDeposit} inputMode="decimal" value={v.min} onChange={set("min")} error={errors.min_deposit?.[0]} />
          <Field label={f.turnover} inputMode="numeric" value={v.turnover} onChange={set("turnover")} error={errors.turnover?.[0]} />
        </div>
        <label className={s.check}>
          <input type="checkbox" checked={v.first} onChange={(e) => setV({ ...v, first: e.target.checked })} /> {f.firstDepositOnly}
        </label>
        <label className={s.note}>
          {f.note}
          <textarea className={s.textarea} maxLength={500} value={v.note} onChange={set("note")} aria-invalid={errors.note ? true : undefined} />
        </label>
        <PromotionPreview name={v.name} percent={figures.bonusPercent} max={figures.maxBonus} min={figures.minDeposit} description={description} />
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

/** Name and note only: the figures stay those members opted in to (docs/backoffice.md#content). */
function EditPromotionDialog({ promotion: p, onDone }: { promotion: Promotion; onDone: () => void }) {
  const edit = useEditPromotion();
  const [name, setName] = useState(p.name);
  const [note, setNote] = useState(p.note);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const figures = { bonusPercent: p.bonus_percent, maxBonus: p.max_bonus, minDeposit: p.min_deposit, turnover: p.turnover, firstDepositOnly: p.first_deposit_only };

  const submit = async () => {
    setErrors({});
    setFailure(null);
    try {
      await edit.mutateAsync({ id: p.id, name, note });
      toast.success(b.promotionSaved(name.trim()));
      onDone();
    } catch (err) {
      const fields = errorsOf(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(firstMessage(err));
    }
  };

  return (
    <Dialog
      open
      onClose={onDone}
      title={b.editPromotionTitle(p.name)}
      testId="promotion-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onDone} disabled={edit.isPending}>
            {b.cancel}
          </Button>
          <Button onClick={() => void submit()} disabled={edit.isPending}>
            {b.save}
          </Button>
        </>
      }
    >
      <div className={s.dialogForm}>
        {failure && <Alert testId="promotion-error">{failure}</Alert>}
        <p className={s.note}>{b.editPromotionLead}</p>
        <Field label={f.name} maxLength={120} value={name} onChange={(e) => setName(e.target.value)} error={errors.name?.[0]} />
        <label className={s.note}>
          {f.note}
          <textarea className={s.textarea} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <PromotionPreview name={name} percent={p.bonus_percent} max={p.max_bonus} min={p.min_deposit} description={promotionDescription(figures, note)} />
      </div>
    </Dialog>
  );
}
