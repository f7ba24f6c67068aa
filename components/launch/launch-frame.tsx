import type { ReactNode } from "react";
import { footerText } from "@/lib/i18n/th/footer";
import { gameText } from "@/lib/i18n/th/game";
import { navText } from "@/lib/i18n/th/nav";
import { paths } from "@/lib/paths";
import { Logo } from "@/components/brand/logo";
import { Button, ButtonLink } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import s from "./launch.module.css";

/**
 * The frame of the tabs that only pass a member on (/game, /activity): the logo, one card, the responsible-play line.
 * No header, slider or bar: the tab replaces itself as soon as it can.
 */
export function LaunchFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={s.page}>
      <div className={s.logo}>
        <Logo name={name} />
      </div>
      <main id="main" className={s.card}>
        {children}
      </main>
      <p className={s.footnote}>{footerText.responsible}</p>
    </div>
  );
}

/** One state of the card: an icon or spinner, a title, text and actions. */
export function LaunchState({
  icon,
  title,
  children,
  actions,
  testId,
  tone = "plain",
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
  tone?: "plain" | "warning" | "error";
}) {
  return (
    <section className={`${s.state} ${s[tone]}`} data-testid={testId} aria-live="polite">
      <div className={s.icon}>{icon}</div>
      <h1 className={s.title}>{title}</h1>
      {children}
      {actions && <div className={s.actions}>{actions}</div>}
    </section>
  );
}

/** The failed state: what went wrong in Thai, try again, or back to the site. */
export function LaunchFailure({ testId, title, message, onRetry }: { testId: string; title: string; message: string; onRetry: () => void }) {
  return (
    <LaunchState
      testId={testId}
      tone="error"
      icon={<Glyph name="warning" size={34} />}
      title={title}
      actions={
        <>
          <Button size="large" block onClick={onRetry}>
            {gameText.retry}
          </Button>
          <ButtonLink href={paths.home()} variant="ghost" block>
            {gameText.backToSite}
          </ButtonLink>
        </>
      }
    >
      <p className={s.text}>{message}</p>
    </LaunchState>
  );
}

/** Not logged in: log in and come back to this very tab, or back to the site. */
export function LaunchLogin({ title, text, returnTo }: { title: string; text: string; returnTo: string }) {
  return (
    <LaunchState
      testId="login-prompt"
      icon={<Glyph name="login" size={34} />}
      title={title}
      actions={
        <>
          <ButtonLink href={paths.login(returnTo)} size="large" block>
            {navText.login}
          </ButtonLink>
          <ButtonLink href={paths.home()} variant="ghost" block>
            {gameText.backToSite}
          </ButtonLink>
        </>
      }
    >
      <p className={s.text}>{text}</p>
    </LaunchState>
  );
}
