"use client";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "@/lib/api/client";
import type { Profile } from "@/lib/api/contract/customers";
import { ApiError } from "@/lib/api/errors";
import { profileQueryOptions } from "@/lib/customers/queries";
import { useCreditCheckStore } from "@/stores/credit-check-store";
import { creditCheck } from "./use-credit-check";

/**
 * Opening deposit, withdraw or the member's info refreshes the user first, with the loading flag on (every
 * credit icon spins meanwhile). The credit lives at the game provider and the profile holds the last balance fetched,
 * so the refresh first asks for a fresh one (check-credit), then reads the profile, again every REREAD_MS while the
 * fetch is under way (it usually takes a moment on the server). When the provider's answer is still not in after
 * REREADS, the credit check's own poll takes over (its spinner and toasts) and the page goes on with the last known
 * credit, which the poll then replaces.
 */
const REREAD_MS = 300;
export const REREADS = 6;

export async function refreshMember(client: QueryClient): Promise<Profile> {
  useCreditCheckStore.setState((s) => ({ refreshing: s.refreshing + 1 }));
  try {
    try {
      await api("GET /api/customers/check-credit", { query: {} });
    } catch (error) {
      // A backend without the call, or a refusal: the profile read below still refreshes what the API has (and an
      // ended session shows there too, where the query client turns it into the logout).
      if (!(error instanceof ApiError && error.isUnauthenticated)) console.warn("[credit] check-credit on open failed", error);
    }
    // A read already under way (the page's first, sent beside check-credit) may answer from before the check:
    // cancel it, or fetchQuery would hand back its stale answer.
    await client.cancelQueries({ queryKey: profileQueryOptions().queryKey, exact: true });
    const read = () => client.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
    let profile = await read();
    for (let i = 0; i < REREADS && profile.credit_checking !== 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, REREAD_MS));
      profile = await read();
    }
    if (profile.credit_checking !== 0) creditCheck.send({ type: "repoll", at: Date.now() });
    return profile;
  } finally {
    useCreditCheckStore.setState((s) => ({ refreshing: s.refreshing - 1 }));
  }
}

/** refreshMember once as the page opens; `ready` turns true once its answer is in. */
export function useFreshProfile(): { ready: boolean; failed: boolean } {
  const client = useQueryClient();
  const [state, setState] = useState({ ready: false, failed: false });
  useEffect(() => {
    let live = true;
    refreshMember(client)
      .then(() => live && setState({ ready: true, failed: false }))
      .catch(() => live && setState({ ready: true, failed: true }));
    return () => {
      live = false;
    };
  }, [client]);
  return state;
}
