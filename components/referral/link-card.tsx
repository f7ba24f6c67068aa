"use client";
import { useSyncExternalStore } from "react";
import { toast } from "@/lib/toast";
import { referralPageText } from "@/lib/i18n/th/referral-page";
import { referralLink, shareUrls } from "@/lib/referral/share";
import { Button } from "@/components/ui/button";
import { QrCode } from "@/components/ui/qr-code";
import s from "./referral.module.css";

const t = referralPageText;
const noop = () => () => {};

/** The site's origin in the browser ("" while the server renders). */
const useOrigin = () => useSyncExternalStore(noop, () => window.location.origin, () => "");
/** Whether the browser has the Web Share API (false while the server renders). */
const useCanShare = () => useSyncExternalStore(noop, () => typeof navigator.share === "function", () => false);

/** The member's link with a copy button, its QR code (optional) and the share buttons; `affiliate`: the long-key link. */
export function LinkCard({ referralId, qr = true, affiliate = false }: { referralId: string; qr?: boolean; affiliate?: boolean }) {
  const origin = useOrigin();
  const canShare = useCanShare();
  const link = origin ? referralLink(origin, referralId) : "";
  const urls = shareUrls(link);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t.copied, { id: "referral-copied" });
    } catch {
      toast.error(t.copyFailed, { id: "referral-copied" });
    }
  };
  const share = () => navigator.share({ title: t.shareTitle, text: t.shareTitle, url: link }).catch(() => undefined);

  return (
    <section className={s.hero} aria-labelledby="referral-link" data-testid="referral-link-card">
      <div className={s.linkGrid}>
        <div className={s.wrap}>
          <div>
            <h2 id="referral-link" className={s.title}>
              {affiliate ? t.affiliateLinkTitle : t.linkTitle}
            </h2>
            <p className={s.muted}>{affiliate ? t.affiliateLinkHint : t.linkHint}</p>
          </div>
          <div className={s.linkRow}>
            <output className={s.link} data-testid="referral-link">
              {link}
            </output>
            <Button variant="gold" onClick={() => void copy()} disabled={!link}>
              {t.copy}
            </Button>
          </div>
          {!affiliate && <span className={s.code}>{t.code(referralId)}</span>}
          <div className={s.shareGrid}>
            <a className={`${s.share} ${s.line}`} href={urls.line} target="_blank" rel="noopener noreferrer" data-testid="share-line">
              {t.shareLine}
            </a>
            <a className={`${s.share} ${s.facebook}`} href={urls.facebook} target="_blank" rel="noopener noreferrer" data-testid="share-facebook">
              {t.shareFacebook}
            </a>
            {canShare && (
              <button type="button" className={`${s.share} ${s.native}`} onClick={() => void share()} data-testid="share-native">
                {t.share}
              </button>
            )}
          </div>
        </div>
        {qr && link && (
          <div className={s.qrBox}>
            <QrCode value={link} label={t.qrLabel} size={168} />
          </div>
        )}
      </div>
    </section>
  );
}
