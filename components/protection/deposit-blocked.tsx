import { ButtonLink } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import s from "./deposit-blocked.module.css";

/**
 * /deposit while the member is timed out or self-excluded: the reason and its end date, in the API's own
 * words, instead of a form whose every submit would be refused; withdrawals and history stay a tap away. Rendered by
 * the server: no script.
 */
export function DepositBlocked({
  title,
  msg,
  text,
  links,
}: {
  title: string;
  msg: string;
  text: { stillOpen: string; withdraw: string; history: string; details: string };
  links: { withdraw: string; history: string; details: string };
}) {
  return (
    <section className={s.panel} role="status" aria-labelledby="deposit-blocked-title" data-testid="deposit-blocked">
      <span className={s.icon} aria-hidden="true">
        <Glyph name="lock" size={34} />
      </span>
      <h2 id="deposit-blocked-title" className={s.title}>
        {title}
      </h2>
      <p className={s.msg}>{msg}</p>
      <p className={s.muted}>{text.stillOpen}</p>
      <div className={s.actions}>
        <ButtonLink href={links.withdraw} variant="withdraw" size="large" block>
          {text.withdraw}
        </ButtonLink>
        <ButtonLink href={links.history} variant="ghost" size="large" block>
          {text.history}
        </ButtonLink>
      </div>
      <a className={s.details} href={links.details}>
        {text.details}
      </a>
    </section>
  );
}
