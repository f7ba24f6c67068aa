"use client";
import { hashKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "@/lib/toast";
import type { StoreApi } from "zustand";
import { api } from "@/lib/api/client";
import type { Profile } from "@/lib/api/contract/customers";
import { ApiError } from "@/lib/api/errors";
import { profileQueryOptions } from "@/lib/customers/queries";
import { thaiCause } from "@/lib/i18n/th/causes";
import { useCreditCheckStore, type CreditCheckStore } from "@/stores/credit-check-store";
import { useSessionStore } from "@/stores/session-store";
import { creditCheckStep, isBusy, refetchIntervalOf, type CreditCheckEffect, type CreditCheckEvent } from "./credit-check";
import { turnoverStep, type TurnoverEffect, type TurnoverEvent } from "./turnover-check";

/** What the machines' effects touch; replaced in tests. */
export interface CreditCheckDeps {
  checkCredit: () => Promise<{ credit_success: boolean }>;
  checkTurnover: () => Promise<{ credit_success?: boolean }>;
  /**
   * `slot`: the check's own toasts ("credit") replace each other; the turnover check's answer and the re-read it asks
   * for ("turnover") come in a second toast, so เช็คเครดิตเรียบร้อย stays on screen under what follows.
   */
  notify: (kind: "success" | "error" | "warning", message: string, slot: ToastSlot) => void;
  /** "Unauthenticated.": the session watcher turns this into a logout. */
  logout: () => void;
  now: () => number;
}

type ToastSlot = "credit" | "turnover";

const unauthenticated = (e: unknown) => e instanceof ApiError && e.isUnauthenticated;

/** Feeds events to the two machines in `store` and runs the effects they return. No React. */
function createCreditCheckRunner(store: StoreApi<CreditCheckStore>, deps: CreditCheckDeps) {
  // Where the credit machine's toasts go: a click's check in the first, the re-read after a turnover check in the second.
  let creditSlot: ToastSlot = "credit";
  function send(event: CreditCheckEvent) {
    if (event.type === "click" && store.getState().credit.status === "idle") creditSlot = "credit";
    if (event.type === "repoll" && store.getState().credit.status === "idle") creditSlot = "turnover";
    const step = creditCheckStep(store.getState().credit, event);
    store.setState({ credit: step.state });
    step.effects.forEach(run);
  }
  function sendTurnover(event: TurnoverEvent) {
    const step = turnoverStep(store.getState().turnover, event);
    store.setState({ turnover: step.state });
    step.effects.forEach(runTurnover);
  }
  function run(effect: CreditCheckEffect) {
    switch (effect.type) {
      case "request":
        deps.checkCredit().then(
          (r) => send({ type: "requested", run: effect.run, creditSuccess: r.credit_success, at: deps.now() }),
          (e: unknown) => {
            console.warn("[credit] check-credit failed", e);
            const message = e instanceof ApiError ? e.body.msg : undefined;
            send({ type: "requestFailed", run: effect.run, unauthenticated: unauthenticated(e), message });
          },
        );
        return;
      case "toast":
        return deps.notify(effect.kind, effect.message, creditSlot);
      case "startTurnover":
        return sendTurnover({ type: "start" });
      case "logout":
        return deps.logout();
    }
  }
  function runTurnover(effect: TurnoverEffect) {
    switch (effect.type) {
      case "request":
        deps.checkTurnover().then(
          (r) => sendTurnover({ type: "answered", run: effect.run, creditSuccess: r.credit_success === true }),
          (e: unknown) => {
            const body = e instanceof ApiError ? e.body : {};
            sendTurnover({ type: "failed", run: effect.run, unauthenticated: unauthenticated(e), success: body.success, msg: body.msg });
          },
        );
        return;
      case "repoll":
        return send({ type: "repoll", at: deps.now() });
      case "toast":
        return deps.notify(effect.kind, effect.message, "turnover");
      case "logout":
        return deps.logout();
      case "log":
        console.warn("[credit] turnover check:", effect.message);
    }
  }
  return {
    send,
    sendTurnover,
    reset() {
      send({ type: "reset" });
      sendTurnover({ type: "reset" });
    },
  };
}

const TOAST_IDS: Record<ToastSlot, string> = { credit: "credit-check", turnover: "credit-turnover" };

/**
 * The page's one runner: the real API, react-hot-toast (a message replaces the last one of its slot). A server's
 * words (a refusal's msg) are shown in Thai when they are a known English cause.
 */
export const creditCheck = createCreditCheckRunner(useCreditCheckStore, {
  checkCredit: () => api("GET /api/customers/check-credit", { query: {} }),
  checkTurnover: () => api("GET /api/customers/check-turnover", { query: {} }),
  notify: (kind, text, slot) => {
    const id = TOAST_IDS[slot];
    const message = thaiCause(text);
    if (kind === "success") toast.success(message, { id });
    else if (kind === "error") toast.error(message, { id });
    else toast(message, { id, icon: "⚠️", ariaProps: { role: "alert", "aria-live": "assertive" } });
  },
  logout: () => useSessionStore.getState().markExpired(),
  now: () => Date.now(),
});

/** For the refresh icons: whether a check is under way (spinner, disabled) and how to start one. */
export function useCreditCheck() {
  const busy = useCreditCheckStore((s) => isBusy(s.credit) || s.turnover.status !== "idle" || s.refreshing > 0);
  return { busy, start: () => creditCheck.send({ type: "click" }) };
}

/**
 * Mounted once for a member (CreditCheckDriver): maps the machine's state to the profile's `refetchInterval`
 * (5 s while checking, else false) and hands every profile read that lands while checking to the machine.
 */
export function useCreditCheckDriver() {
  const client = useQueryClient();
  const loggedIn = useSessionStore((s) => s.loggedIn);
  const interval = useCreditCheckStore((s) => refetchIntervalOf(s.credit));
  useQuery({ ...profileQueryOptions(), enabled: loggedIn, refetchInterval: interval, refetchIntervalInBackground: interval !== false });

  // Every profile read that lands (this poll, or any other component's refetch) is a poll result while checking, dated
  // when it was sent: a read sent before the check was marked (the page's first read, as the member taps at once)
  // answers for the time before it, however late it lands.
  useEffect(() => {
    const hash = hashKey(profileQueryOptions().queryKey);
    let sentAt = 0;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.query.queryHash !== hash) return;
      const { action } = event;
      const state = event.query.state;
      if (action.type === "fetch") sentAt = Date.now();
      else if (action.type === "success" && !action.manual && state.data) {
        creditCheck.send({ type: "polled", creditChecking: (state.data as Profile).credit_checking, at: sentAt });
      } else if (action.type === "error") {
        creditCheck.send({ type: "pollFailed", unauthenticated: unauthenticated(action.error), at: sentAt });
      }
    });
  }, [client]);

  useEffect(() => {
    if (!loggedIn) creditCheck.reset();
  }, [loggedIn]);
  useEffect(() => () => creditCheck.reset(), []);
}
