"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { profileQueryOptions } from "@/lib/customers/queries";

/** SPEC.md §4: opening deposit or withdraw refreshes the user first; `ready` turns true once that answer is in. */
export function useFreshProfile(): { ready: boolean; failed: boolean } {
  const client = useQueryClient();
  const [state, setState] = useState({ ready: false, failed: false });
  useEffect(() => {
    let live = true;
    client
      .fetchQuery({ ...profileQueryOptions(), staleTime: 0 })
      .then(() => live && setState({ ready: true, failed: false }))
      .catch(() => live && setState({ ready: true, failed: true }));
    return () => {
      live = false;
    };
  }, [client]);
  return state;
}
