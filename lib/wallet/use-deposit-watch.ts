"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useReducer } from "react";
import { profileQueryOptions } from "@/lib/customers/queries";
import { useSessionStore } from "@/stores/session-store";
import { depositWatchReducer, idleWatch, watchInterval } from "./deposit-watch";

/**
 * The deposit watch in React: the machine's state picks the profile's refetchInterval (10 s while a deposit is
 * open, else none), and every profile answer is fed back to it. `ready` is false until the profile has been
 * refreshed once on opening (opening /deposit refreshes the profile first), so a cached profile never
 * decides anything.
 */
export function useDepositWatch(ready: boolean) {
  const [state, dispatch] = useReducer(depositWatchReducer, idleWatch);
  const loggedIn = useSessionStore((s) => s.loggedIn);
  const profile = useQuery({
    ...profileQueryOptions(),
    enabled: loggedIn,
    refetchInterval: watchInterval(state),
    refetchIntervalInBackground: true,
  });
  const data = profile.data;
  useEffect(() => {
    if (ready && data) dispatch({ type: "profile", profile: data });
  }, [ready, data]);
  return { state, dispatch, profile };
}
