"use client";
import { useEffect } from "react";
import { toast } from "@/lib/toast";
import type { Profile } from "@/lib/api/contract/customers";
import { bankOf } from "@/lib/banks/banks";
import { formatMoney } from "@/lib/format";
import { depositText } from "@/lib/i18n/th/deposit";
import { labelsText } from "@/lib/i18n/th/labels";
import { useSecondsLeft } from "@/lib/use-seconds-left";
import { isQrImage, mmss, qrImageSrc, splitSatang, type DepositBox } from "@/lib/wallet/deposit-box";
import { BankBadge } from "@/components/register/bank-badge";
import { Button } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { Spinner } from "@/components/ui/spinner";
import { QrCode } from "@/components/ui/qr-code";
import s from "./wallet-flow.module.css";

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done, { id: "deposit-copy" });
  } catch {
    toast.error(depositText.copyFailed, { id: "deposit-copy" });
  }
}

/**
 * An open deposit: the operator account and the exact amount (satang highlighted: the server makes them unique),
 * or the PromptPay QR; the countdown, the warning and cancel. Resumed without its box (another tab opened it),
 * it shows the profile's operator account and the request number.
 */
export function DepositBoxView({
  id,
  box,
  profile,
  cancelling,
  onCancel,
  onExpired,
}: {
  id: number;
  box: DepositBox | null;
  profile: Profile;
  cancelling: boolean;
  onCancel: () => void;
  onExpired: () => void;
}) {
  const parsed = box ? Date.parse(box.expires_at) : NaN;
  // A backend that gives no deadline (a family backend without request_lifetime): no countdown, never "expired".
  const deadline = Number.isFinite(parsed) ? parsed : null;
  const left = useSecondsLeft(deadline);
  const expired = deadline !== null && left === 0;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  const bankKey = box?.kind === "bank" ? box.to_bank : profile.to_bank;
  const bank = bankOf(bankKey);
  const number = box?.kind === "bank" ? box.to_account_number : profile.to_account_number;
  const name = box?.kind === "bank" ? box.to_name : profile.to_name;
  const money = box ? formatMoney(box.amount) : null;
  const [whole, satang] = money ? splitSatang(money) : ["", ""];

  return (
    <section className={s.card} data-testid={box?.kind === "qr" ? "deposit-qr-box" : "deposit-box"} aria-labelledby="deposit-box-title">
      <div className={s.boxHead}>
        <h2 id="deposit-box-title" className={s.boxTitle} data-testid="deposit-box-title">
          {box?.kind === "qr" ? depositText.qrTitle : depositText.transferTitle}
        </h2>
        <span className={s.muted} data-testid="deposit-box-number">
          {depositText.requestNo(id)}
        </span>
      </div>

      {box && deadline !== null && (
        <div className={`${s.timer} ${expired ? s.timerOut : ""}`} role="timer" aria-live="off" data-testid="deposit-countdown">
          <Glyph name="clock" size={20} />
          <span>{expired ? depositText.expired : depositText.timeLeft}</span>
          <b className="money">{mmss(left)}</b>
        </div>
      )}

      {box?.kind === "qr" ? (
        <div className={s.qr}>
          {isQrImage(box.qr_code) ? (
            // The gateway's own QR image (a bare base64 PNG, shown as a data: URL; CSP img-src allows data:).
            // eslint-disable-next-line @next/next/no-img-element -- a data: URL: nothing for next/image to optimise
            <img src={qrImageSrc(box.qr_code)} alt={depositText.qrAlt(money ?? "")} width={240} height={240} className={s.qrImage} data-testid="qr-code" />
          ) : (
            <QrCode value={box.qr_payload ?? ""} label={depositText.qrAlt(money ?? "")} />
          )}
        </div>
      ) : (
        <div className={s.account}>
          {bank && <BankBadge bank={bank} size={48} />}
          <div className={s.accountText}>
            <span className={s.muted}>{bank?.thai_name ?? bankKey ?? ""}</span>
            <b className={`money ${s.accountNumber}`} data-testid="to-account">
              {number ?? depositText.noAccount}
            </b>
            <span>{name}</span>
          </div>
          {number && (
            <Button variant="outline" onClick={() => void copy(number, depositText.copied)}>
              {depositText.copy}
            </Button>
          )}
        </div>
      )}

      {money && (
        <div className={s.exact}>
          <span className={s.muted}>{box?.kind === "qr" ? depositText.qrAmount : depositText.exactAmount}</span>
          <div className={s.exactRow}>
            {/* The satang are highlighted for a transfer only: there they name the deposit; a QR carries its amount. */}
            <b className={`money ${s.exactFigure}`} data-testid="deposit-amount">
              {box?.kind === "qr" ? `฿${money}` : <>฿{whole}.<span className={s.satang}>{satang}</span></>}
            </b>
            <Button variant="outline" onClick={() => void copy(box!.amount.toFixed(2), depositText.amountCopied)}>
              {depositText.copyAmount}
            </Button>
          </div>
          {box?.kind === "bank" && <p className={s.muted}>{depositText.exactHint}</p>}
        </div>
      )}

      <div className={s.warn} role="note">
        <Glyph name="warning" size={20} />
        <p>
          <strong>{labelsText.warning}</strong> {box?.kind === "qr" ? depositText.qrWarning : depositText.boxWarning}
        </p>
      </div>

      <p className={s.watching}>
        <Spinner size={18} />
        <span>{depositText.watching}</span>
      </p>

      <Button variant="ghost" block onClick={onCancel} disabled={cancelling}>
        {cancelling ? depositText.cancelling : depositText.cancel}
      </Button>
    </section>
  );
}
