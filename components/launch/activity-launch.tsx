"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ActivityTarget } from "@/lib/api/contract/games";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { activityLaunchPath } from "@/lib/activity";
import { activityUrl } from "@/lib/games/launch";
import { activityText } from "@/lib/i18n/th/activity";
import { navText } from "@/lib/i18n/th/nav";
import { safeUrl } from "@/lib/safe-url";
import { Spinner } from "@/components/ui/spinner";
import { Glyph } from "@/components/ui/glyph";
import { LaunchFailure, LaunchLogin, LaunchState } from "./launch-frame";
import s from "./launch.module.css";

type State = { kind: "login" } | { kind: "opening" } | { kind: "error"; message: string };

/**
 * The /activity tab: the activity buttons open it with rel="noopener noreferrer", so no popup
 * blocker stops it and the activity site gets no handle on the member site. It asks the API for a single-use,
 * 60-second ticket and replaces itself with the activity page carrying it — never the session token.
 */
export function ActivityLaunch({
  loggedIn,
  target,
  allowHttp = false,
  go = (url) => window.location.replace(url),
}: {
  loggedIn: boolean;
  target: ActivityTarget;
  /** Demo mode: the activity site may be http: (lib/safe-url.ts). */
  allowHttp?: boolean;
  /** Leaves for the activity page (replaced in tests). */
  go?: (url: string) => void;
}) {
  const [state, setState] = useState<State>(loggedIn ? { kind: "opening" } : { kind: "login" });
  const started = useRef(false);
  const title = target === "football" ? navText.footballPrediction : navText.lottoPrediction;

  const open = useCallback(async () => {
    setState({ kind: "opening" });
    try {
      const url = await activityUrl(target);
      const safe = safeUrl(url, { allowHttp });
      if (!safe) {
        console.error("[activity] refused an activity URL that fails the URL rule");
        return setState({ kind: "error", message: activityText.unsafeUrl });
      }
      go(safe);
    } catch (e) {
      if (e instanceof ApiError && e.isUnauthenticated) return setState({ kind: "login" });
      setState({ kind: "error", message: firstMessage(e) });
    }
  }, [target, allowHttp, go]);

  useEffect(() => {
    if (!loggedIn || started.current) return;
    started.current = true;
    void open();
  }, [loggedIn, open]);

  const icon = target === "football" ? <Glyph name="ball" size={16} /> : <Glyph name="ticket" size={16} />;
  switch (state.kind) {
    case "login":
      return <LaunchLogin title={title} text={activityText.loginLead} returnTo={activityLaunchPath(target)} />;
    case "opening":
      return (
        <LaunchState testId="activity-opening" icon={<Spinner size={40} />} title={activityText.opening}>
          <span className={s.host}>
            {icon}
            {title}
          </span>
          <p className={s.text}>{activityText.openingLead}</p>
        </LaunchState>
      );
    case "error":
      return <LaunchFailure testId="activity-error" title={activityText.failedTitle} message={state.message} onRetry={() => void open()} />;
  }
}
