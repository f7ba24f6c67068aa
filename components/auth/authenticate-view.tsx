"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { LOGIN_CODE_LENGTH } from "@/lib/api/contract/constants";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { useAuthenticate } from "@/lib/auth/mutations";
import { useStartSession } from "@/lib/auth/use-start-session";
import { accountsText } from "@/lib/i18n/th/accounts";
import { authText } from "@/lib/i18n/th/auth";
import { authenticateText } from "@/lib/i18n/th/authenticate";
import { paths } from "@/lib/paths";
import { ButtonLink } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { Spinner } from "@/components/ui/spinner";
import card from "./auth-card.module.css";
import s from "./authenticate-view.module.css";

/** A refused or unusable code reads as such; only a network or server failure says something else. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return firstMessage(error);
  return accountsText.loginCodeInvalid;
}

/** A code of the right length, trimmed (the API's rule): one that is not is refused here, without a call. */
function usable(code: string | null): code is string {
  const length = code?.trim().length ?? 0;
  return length >= LOGIN_CODE_LENGTH.min && length <= LOGIN_CODE_LENGTH.max;
}

/**
 * /authenticate: exchange the one-time code for a session, once. The code leaves the address bar at once (history,
 * screenshots, the Referer header), then the member goes home, or reads why not and gets a way to /login.
 */
export function AuthenticateView({ code }: { code: string | null }) {
  const router = useRouter();
  const startSession = useStartSession();
  const { mutateAsync: authenticate } = useAuthenticate();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(usable(code) ? null : accountsText.loginCodeInvalid);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (window.location.search) window.history.replaceState(null, "", window.location.pathname);
    if (!usable(code)) return;
    authenticate(code)
      .then(async (expires_in) => {
        await startSession(expires_in);
        router.replace(paths.home());
        router.refresh();
      })
      .catch((error: unknown) => setFailure(failureMessage(error)));
  }, [code, router, startSession, authenticate]);

  if (failure) {
    return (
      <section className={`${card.card} ${s.box}`} aria-labelledby="authenticate-title" data-testid="authenticate-failed">
        <span className={s.warn} aria-hidden="true">
          <Glyph name="warning" size={34} />
        </span>
        <h1 id="authenticate-title" className={card.title}>
          {authenticateText.failedTitle}
        </h1>
        <p className={s.message} role="alert">
          {failure}
        </p>
        <ButtonLink href={paths.login()} size="large" block>
          {authenticateText.toLogin}
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className={`${card.card} ${s.box}`} aria-busy="true" aria-labelledby="authenticate-title">
      <Spinner size={52} />
      <h1 id="authenticate-title" className={s.loading} role="status">
        {authText.loggingIn}
      </h1>
    </section>
  );
}
