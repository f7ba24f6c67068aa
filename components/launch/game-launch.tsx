"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { useReadProfileNow } from "@/lib/customers/queries";
import { launchUrl } from "@/lib/games/launch";
import { launchPath } from "@/lib/games/hosts";
import { authText } from "@/lib/i18n/th/auth";
import { gameText } from "@/lib/i18n/th/game";
import { paths } from "@/lib/paths";
import { safeUrl } from "@/lib/safe-url";
import { ButtonLink } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Glyph } from "@/components/ui/glyph";
import { LaunchFailure, LaunchLogin, LaunchState } from "./launch-frame";
import s from "./launch.module.css";

type State = { kind: "login" } | { kind: "opening" } | { kind: "first-deposit" } | { kind: "error"; message: string };

/**
 * The /game tab: first refreshes the member's profile (opening a game refreshes the user before anything else),
 * asks the API for a single-use launch URL for the host and game, and replaces itself with it. A visitor, or a
 * member whose session has ended, gets 'Log in to play?' with a way back here after logging in.
 */
export function GameLaunch({
  loggedIn,
  host,
  game,
  allowHttp = false,
  go = (url) => window.location.replace(url),
}: {
  loggedIn: boolean;
  host: number;
  game?: number;
  /** Demo mode: launch URLs may be http: (lib/safe-url.ts). */
  allowHttp?: boolean;
  /** Leaves for the launch URL (replaced in tests). */
  go?: (url: string) => void;
}) {
  const readProfileNow = useReadProfileNow();
  const [state, setState] = useState<State>(loggedIn ? { kind: "opening" } : { kind: "login" });
  const started = useRef(false);

  const launch = useCallback(async () => {
    setState({ kind: "opening" });
    try {
      // Read directly (not through the query cache) so an ended session shows the prompt here instead of logging out.
      await readProfileNow();
    } catch (e) {
      if (e instanceof ApiError && e.isUnauthenticated) return setState({ kind: "login" });
      // Anything else: the launch below still decides.
    }
    try {
      const url = await launchUrl(host, game);
      // The URL comes from the backend (the operator's, in operator mode): a javascript: URL would run here.
      const safe = safeUrl(url, { allowHttp });
      if (!safe) {
        console.error("[launch] refused a launch URL that fails the URL rule");
        return setState({ kind: "error", message: gameText.unsafeUrl });
      }
      go(safe);
    } catch (e) {
      if (e instanceof ApiError && e.isUnauthenticated) return setState({ kind: "login" });
      if (e instanceof ApiError && e.body.success === false && e.body.msg === gameText.firstDeposit) {
        return setState({ kind: "first-deposit" });
      }
      setState({ kind: "error", message: firstMessage(e) });
    }
  }, [host, game, readProfileNow, go, allowHttp]);

  useEffect(() => {
    if (!loggedIn || started.current) return;
    started.current = true;
    void launch();
  }, [loggedIn, launch]);

  switch (state.kind) {
    case "login":
      return <LaunchLogin title={authText.loginToPlayTitle} text={authText.loginToPlayBody} returnTo={launchPath(host, game)} />;
    case "opening":
      return (
        <LaunchState testId="game-opening" icon={<Spinner size={40} />} title={gameText.opening}>
          <p className={s.text}>{gameText.openingLead}</p>
          <span className={s.host}>
            <Glyph name="gamepad" size={16} />
            {gameText.host(host)}
          </span>
        </LaunchState>
      );
    case "first-deposit":
      return (
        <LaunchState
          testId="first-deposit"
          tone="warning"
          icon={<Glyph name="deposit" size={34} />}
          title={gameText.firstDepositTitle}
          actions={
            <>
              <ButtonLink href={paths.deposit()} variant="deposit" size="large" block>
                {gameText.toDeposit}
              </ButtonLink>
              <ButtonLink href={paths.home()} variant="ghost" block>
                {gameText.backToSite}
              </ButtonLink>
            </>
          }
        >
          <p className={s.text}>{gameText.firstDepositThai}</p>
        </LaunchState>
      );
    case "error":
      return <LaunchFailure testId="game-error" title={gameText.failedTitle} message={state.message} onRetry={() => void launch()} />;
  }
}
