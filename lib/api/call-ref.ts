import { loadOnce } from "@/lib/load-once";
import type { Call } from "./contract/define";

/**
 * What a browser module holds of an API call: a loader of its contract. The contract's zod schemas (and zod itself)
 * load with a page's first call, not with its first paint; the client awaits the loader, then checks what it sends
 * and gets exactly as with the call itself (lib/api/client.ts).
 */
export interface CallRef<C extends Call = Call> {
  readonly load: () => Promise<C>;
}

/** `lazyCall(() => import("../contract/auth"), "login")`: the call named `name` of the area the loader brings. */
export function lazyCall<M, K extends keyof M>(area: () => Promise<M>, name: K): CallRef<M[K] & Call> {
  // The client's checks (lib/api/validation.ts, zod itself) come with the contract: what loads the call can run it.
  return { load: loadOnce(() => Promise.all([area(), import("./validation")]).then(([m]) => m[name] as M[K] & Call)) };
}

export function isCallRef<C extends Call>(c: C | CallRef<C>): c is CallRef<C> {
  return "load" in c && typeof c.load === "function";
}
