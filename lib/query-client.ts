import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/errors";
import { useSessionStore } from "@/stores/session-store";

const onError = (error: unknown) => {
  if (error instanceof ApiError && error.isUnauthenticated) useSessionStore.getState().markExpired();
};

/**
 * The browser's one QueryClient and its global policy (STYLE.md habit 6): no retry on 4xx answers, and an
 * "Unauthenticated." answer anywhere marks the session expired, which the session watcher turns into a logout.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
