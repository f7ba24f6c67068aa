"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { formatPhone, gameUsername } from "@/lib/format";
import { labelsText } from "@/lib/i18n/th/labels";
import { registerText } from "@/lib/i18n/th/register";
import { useRegisterStore } from "@/stores/register-store";
import { Button } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import s from "./register.module.css";

/** The light, skippable offer to set a deposit limit (its own chunk, loaded with this step). */
const LimitOffer = dynamic(() => import("@/components/protection/limit-offer").then((m) => m.LimitOffer), { ssr: false });

/**
 * RegisterFinal: the member is registered and logged in; their phone and game username, then off to play, and below
 * it the offer to set a deposit limit first (light and skippable: player protection).
 */
export function RegisterFinal() {
  const router = useRouter();
  const phone = useRegisterStore((st) => st.phone);
  const start = () => {
    useRegisterStore.getState().reset();
    router.replace("/");
    router.refresh();
  };
  return (
    <div className={s.final} data-testid="register-final">
      <span className={s.finalIcon} aria-hidden="true">
        <Glyph name="check-thick" size={40} />
      </span>
      <h2 id="register-step-title" tabIndex={-1} className={s.finalTitle}>
        {registerText.successTitle}
      </h2>
      <p className={s.stepLead}>{registerText.successLead}</p>
      <dl className={s.finalList}>
        <div>
          <dt>{labelsText.phone}</dt>
          <dd>{formatPhone(phone)}</dd>
        </div>
        <div>
          <dt>{registerText.gameUsername}</dt>
          <dd className={s.username}>{gameUsername(phone)}</dd>
        </div>
      </dl>
      <Button size="large" block onClick={start}>
        {registerText.startPlaying}
      </Button>
      <LimitOffer />
    </div>
  );
}
