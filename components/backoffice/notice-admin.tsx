"use client";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { useAddNews, useClearMaintenance, usePreviewHtml, useRemoveNews, useSetMaintenance } from "@/lib/backoffice/mutations";
import { noticesQueryOptions } from "@/lib/backoffice/queries";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { popupsText } from "@/lib/i18n/th/popups";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { OperatorHtml } from "@/components/popups/operator-html";
import { QueryState } from "./query-state";
import s from "./backoffice.module.css";

/** A popup as members get it: its title and the sanitised HTML the server stored (or would store). */
function PopupPreview({ title, html, badge, testId }: { title: string; html: string; badge?: string; testId?: string }) {
  return (
    <article className={s.popupPreview} data-testid={testId}>
      {badge && <span className={s.previewLabel}>{badge}</span>}
      <h3 className={s.popupTitle}>{title}</h3>
      <OperatorHtml html={html} />
    </article>
  );
}

const fieldErrors = (e: unknown) => (e instanceof ApiError ? e.fieldErrors : {});

/** Popup news and the maintenance notice; `canManage`: the role may change them (the API checks it again). */
export function NoticeAdmin({ canManage }: { canManage: boolean }) {
  const notices = useQuery(noticesQueryOptions());
  const remove = useRemoveNews();
  const clear = useClearMaintenance();

  const run = async (action: Promise<unknown>, done: string) => {
    try {
      await action;
      toast.success(done);
    } catch (e) {
      toast.error(firstMessage(e));
    }
  };

  return (
    <QueryState query={notices}>
      {({ news, maintenance }) => (
        <div className={s.sections}>
          <section aria-labelledby="news-heading" className={s.section}>
            <h2 id="news-heading" className={s.sectionHeading}>
              {b.newsHeading}
            </h2>
            {news.length === 0 && <p className={s.note}>{b.newsEmpty}</p>}
            <div className={s.cards}>
              {news.map((n) => (
                <div key={n.id} className={s.cardRow} data-testid={`news-${n.id}`}>
                  <PopupPreview title={n.title} html={n.content} badge={`#${n.id} · ${popupsText.newsBadge}`} />
                  {canManage && (
                    <Button size="small" variant="ghost" disabled={remove.isPending} onClick={() => void run(remove.mutateAsync(n.id), b.newsRemoved)}>
                      {b.remove}
                    </Button>
                  )}
                </div>
              ))}
            </div>
            {canManage && <NewsForm />}
          </section>
          <section aria-labelledby="maintenance-heading" className={s.section}>
            <h2 id="maintenance-heading" className={s.sectionHeading}>
              {b.maintenanceHeading}
            </h2>
            {maintenance ? (
              <div className={s.cardRow} data-testid="maintenance-current">
                <PopupPreview title={popupsText.maintenanceTitle} html={maintenance.content} badge={`#${maintenance.id}`} />
                {canManage && (
                  <Button size="small" variant="ghost" disabled={clear.isPending} onClick={() => void run(clear.mutateAsync(), b.maintenanceCleared)}>
                    {b.clearMaintenance}
                  </Button>
                )}
              </div>
            ) : (
              <p className={s.note}>{b.maintenanceNone}</p>
            )}
            {canManage && <MaintenanceForm />}
          </section>
        </div>
      )}
    </QueryState>
  );
}

/** The sanitiser's answer for some HTML, asked on demand: the preview is what members would get, not what was typed. */
function usePreview() {
  const preview = usePreviewHtml();
  const [content, setContent] = useState<string | null>(null);
  const show = async (html: string) => {
    try {
      setContent((await preview.mutateAsync(html)).content);
    } catch (e) {
      toast.error(firstMessage(e));
    }
  };
  return { content, show, reset: () => setContent(null), pending: preview.isPending };
}

function NewsForm() {
  const add = useAddNews();
  const preview = usePreview();
  const [title, setTitle] = useState("");
  const [html, setHtml] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await add.mutateAsync({ title, html });
      toast.success(b.newsAdded);
      setTitle("");
      setHtml("");
      preview.reset();
    } catch (err) {
      setErrors(fieldErrors(err));
      if (Object.keys(fieldErrors(err)).length === 0) toast.error(firstMessage(err));
    }
  };

  return (
    <form className={s.panelForm} onSubmit={(e) => void submit(e)} noValidate data-testid="news-form">
      <Field label={b.newsFields.title} maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title?.[0]} />
      <HtmlArea label={b.newsFields.html} value={html} onChange={setHtml} error={errors.html?.[0]} id="news-html" />
      <div className={s.actions}>
        <Button type="button" size="small" variant="outline" disabled={preview.pending} onClick={() => void preview.show(html)}>
          {b.showPreview}
        </Button>
        <Button type="submit" size="small" disabled={add.isPending}>
          {b.addNews}
        </Button>
      </div>
      {preview.content !== null && <PopupPreview title={title} html={preview.content} badge={b.preview} testId="news-preview" />}
    </form>
  );
}

function MaintenanceForm() {
  const set = useSetMaintenance();
  const preview = usePreview();
  const [v, setV] = useState({ html: "", image: "", link: "" });
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await set.mutateAsync({ html: v.html, image: v.image.trim() || undefined, link: v.link.trim() || undefined });
      toast.success(b.maintenanceSet);
      setV({ html: "", image: "", link: "" });
      preview.reset();
    } catch (err) {
      setErrors(fieldErrors(err));
      if (Object.keys(fieldErrors(err)).length === 0) toast.error(firstMessage(err));
    }
  };

  return (
    <form className={s.panelForm} onSubmit={(e) => void submit(e)} noValidate data-testid="maintenance-form">
      <HtmlArea label={b.maintenanceFields.html} value={v.html} onChange={(html) => setV({ ...v, html })} error={errors.html?.[0]} id="maintenance-html" />
      <div className={s.formGrid}>
        <Field label={b.maintenanceFields.image} maxLength={500} value={v.image} onChange={(e) => setV({ ...v, image: e.target.value })} error={errors.image?.[0]} />
        <Field label={b.maintenanceFields.link} maxLength={500} value={v.link} onChange={(e) => setV({ ...v, link: e.target.value })} error={errors.link?.[0]} />
      </div>
      <div className={s.actions}>
        <Button type="button" size="small" variant="outline" disabled={preview.pending} onClick={() => void preview.show(v.html)}>
          {b.showPreview}
        </Button>
        <Button type="submit" size="small" disabled={set.isPending}>
          {b.setMaintenance}
        </Button>
      </div>
      {preview.content !== null && <PopupPreview title={popupsText.maintenanceTitle} html={preview.content} badge={b.preview} testId="maintenance-preview" />}
    </form>
  );
}

function HtmlArea({ label, value, onChange, error, id }: { label: string; value: string; onChange: (v: string) => void; error?: string; id: string }) {
  return (
    <div className={s.note}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={s.textarea}
        maxLength={5000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className={s.fieldError} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
