"use client";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/query-client";

let browserClient: QueryClient | undefined;

/** The browser's one QueryClient (lib/query-client.ts); a fresh one for each server render. */
function clientHere(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}

/**
 * React Query for the parts that use it, placed where they are rather than around every page: a visitor's landing and
 * category pages load none of it. Nested providers share the browser's one client, so a member's pages see one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(clientHere);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
