"use client";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Answer } from "@/lib/api/client";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { useBannerActive, useCreateBanner, useEditBanner, useMoveBanner, useUploadMedia } from "@/lib/backoffice/mutations";
import { bannersQueryOptions } from "@/lib/backoffice/queries";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert, Field } from "@/components/ui/field";
import { QueryState } from "./query-state";
import s from "./backoffice.module.css";

type Banner = Answer<"GET /api/backoffice/banners">["data"][number];
type Acting = { kind: "new" } | { kind: "edit"; banner: Banner } | null;

/** The banners in the landing's order; `canManage`: the role may add, order, edit and switch them (the API checks it). */
export function BannerAdmin({ canManage }: { canManage: boolean }) {
  const banners = useQuery(bannersQueryOptions());
  const move = useMoveBanner();
  const active = useBannerActive();
  const [acting, setActing] = useState<Acting>(null);

  const run = async (action: Promise<unknown>) => {
    try {
      await action;
    } catch (e) {
      toast.error(firstMessage(e));
    }
  };
  const busy = move.isPending || active.isPending;

  return (
    <>
      {canManage && (
        <div className={s.toolbar}>
          <Button size="small" onClick={() => setActing({ kind: "new" })}>
            {b.addBanner}
          </Button>
        </div>
      )}
      <QueryState query={banners}>
        {(rows) => (
          <div className={s.tableWrap}>
            <table className={s.table} data-testid="banner-list">
              <thead>
                <tr>
                  <th scope="col">{b.bannerColumns.order}</th>
                  <th scope="col">{b.bannerColumns.image}</th>
                  <th scope="col">{b.bannerColumns.title}</th>
                  <th scope="col">{b.bannerColumns.status}</th>
                  {canManage && <th scope="col">{b.bannerColumns.actions}</th>}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={canManage ? 5 : 4} className={s.empty}>
                      {b.bannersEmpty}
                    </td>
                  </tr>
                )}
                {rows.map((banner, i) => (
                  <tr key={banner.id} data-testid={`banner-${banner.id}`}>
                    <td>{i + 1}</td>
                    <td>
                      {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the stored picture, as it is */}
                      <img className={s.thumb} src={banner.image} alt="" width={128} height={72} />
                    </td>
                    <td>
                      {banner.title}
                      <span className={s.sub}>{banner.link ?? b.noLink}</span>
                    </td>
                    <td>
                      <span className={banner.active ? s.on : s.off}>{banner.active ? b.active : b.inactive}</span>
                    </td>
                    {canManage && (
                      <td>
                        <div className={s.actions}>
                          <Button size="small" variant="ghost" aria-label={b.moveUp(banner.title)} disabled={busy || i === 0} onClick={() => void run(move.mutateAsync({ id: banner.id, direction: "up" }))}>
                            ↑
                          </Button>
                          <Button
                            size="small"
                            variant="ghost"
                            aria-label={b.moveDown(banner.title)}
                            disabled={busy || i === rows.length - 1}
                            onClick={() => void run(move.mutateAsync({ id: banner.id, direction: "down" }))}
                          >
                            ↓
                          </Button>
                          <Button size="small" variant="outline" onClick={() => setActing({ kind: "edit", banner })}>
                            {b.edit}
                          </Button>
                          <Button size="small" variant="ghost" disabled={busy} onClick={() => void run(active.mutateAsync({ id: banner.id, active: !banner.active }))}>
                            {banner.active ? b.disable : b.enable}
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
      {acting && <BannerDialog key={acting.kind === "edit" ? acting.banner.id : "new"} banner={acting.kind === "edit" ? acting.banner : null} onDone={() => setActing(null)} />}
    </>
  );
}

/** Add a banner (or change one): the picture is uploaded as soon as it is chosen, then shown as the landing shows it. */
function BannerDialog({ banner, onDone }: { banner: Banner | null; onDone: () => void }) {
  const upload = useUploadMedia();
  const create = useCreateBanner();
  const edit = useEditBanner();
  const [image, setImage] = useState(banner?.image ?? "");
  const [title, setTitle] = useState(banner?.title ?? "");
  const [link, setLink] = useState(banner?.link ?? "");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = upload.isPending || create.isPending || edit.isPending;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setErrors({});
    try {
      setImage((await upload.mutateAsync(file)).path);
    } catch (e) {
      setErrors({ image: [firstMessage(e)] });
    }
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setErrors({});
    setFailure(null);
    const body = { title, image, link: link.trim() || null };
    try {
      if (banner) await edit.mutateAsync({ id: banner.id, ...body });
      else await create.mutateAsync(body);
      toast.success(b.bannerSaved(title.trim()));
      onDone();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(firstMessage(err));
    }
  };

  return (
    <Dialog
      open
      onClose={onDone}
      title={banner ? b.editBannerTitle(banner.title) : b.addBanner}
      testId="banner-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onDone} disabled={busy}>
            {b.cancel}
          </Button>
          <Button onClick={() => void submit()} disabled={busy || !image}>
            {b.save}
          </Button>
        </>
      }
    >
      <form className={s.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        {failure && <Alert testId="banner-error">{failure}</Alert>}
        <label className={s.note}>
          {b.bannerFields.image}
          <input
            className={s.file}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => void choose(e.target.files?.[0])}
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={errors.image ? "banner-image-error" : undefined}
          />
        </label>
        {upload.isPending && <p className={s.note}>{b.uploading}</p>}
        {errors.image && (
          <p className={s.fieldError} id="banner-image-error" role="alert">
            {errors.image[0]}
          </p>
        )}
        <Field label={b.bannerFields.title} maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title?.[0]} />
        <Field label={b.bannerFields.link} maxLength={500} value={link} onChange={(e) => setLink(e.target.value)} error={errors.link?.[0]} placeholder="/promotion" />
        {image && (
          <section className={s.preview} aria-label={b.preview} data-testid="banner-preview">
            <p className={s.previewLabel}>{b.preview}</p>
            <div className={s.bannerPanel}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the picture as stored; the landing sizes it through the optimizer */}
              <img src={image} alt={title} />
            </div>
          </section>
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
