import type * as z from "zod/mini";
import type { demoSpin } from "@/lib/demo-provider/contract";
import type { areas } from "./contract";
import type * as backoffice from "./contract/backoffice";
import { type Call, fillPath } from "./contract/define";
import { ApiError, errorBodyOf } from "./errors";

type In<S> = S extends z.ZodMiniType ? z.input<S> : never;
type Out<S> = S extends z.ZodMiniType ? z.output<S> : never;

type Areas = typeof areas & { backoffice: typeof backoffice };
/** Every call of the contract (the back office's and the demo provider's spin too), as types only: naming a call loads none of its schemas. */
type AnyCall = { [A in keyof Areas]: Extract<Areas[A][keyof Areas[A]], Call> }[keyof Areas] | typeof demoSpin;
type NameOf<C> = C extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;

/** How code names a call: its method and path as the contract writes them, `"POST /api/requests/deposit/{id}/cancel"`. */
export type CallName = NameOf<AnyCall>;
/** The contract's call of that name (its schemas' types give the input and the answer). */
type CallNamed<N extends CallName> = N extends `${infer M} ${infer P}` ? Extract<AnyCall, { method: M; path: P }> : never;
/** What the call of that name answers once the site has checked it. */
export type Answer<N extends CallName> = Out<CallNamed<N>["response"]>;

interface CallInput<C extends Call> {
  params?: In<C["params"]>;
  query?: In<C["query"]>;
  body?: In<C["body"]>;
  signal?: AbortSignal;
  /** Extra headers for this call only (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Sent with the browser's calls: the site answers with the contract's reading of the answer (money as numbers,
 * defaults filled: server/api/reading.ts), made once where the answer was checked, not the API family's wire shape.
 */
export const READING_HEADER = "x-contract-reading";

export interface ClientOptions {
  /** "" in the browser (same origin); the backend's origin on the server. */
  baseUrl?: string;
  fetch?: (input: Request) => Promise<Response>;
  /** Extra headers for every call (the server adds the bearer here). */
  headers?: Record<string, string>;
}

export type ApiClient = <N extends CallName>(name: N, input?: CallInput<CallNamed<N>>) => Promise<Answer<N>>;

/**
 * The one fetch wrapper, typed by the contract and checking nothing itself: the API parses what it is sent, and every
 * answer was checked against the contract where it entered the site (the embedded dispatcher for its own handlers, the
 * forwarder for an operator's backend: server/api/forward.ts), which also read it for the site's pages. Every failure
 * is an ApiError: non-2xx answers, `{ success: false }` refusals, network errors and answers that are not JSON.
 */
export function createApiClient(options: ClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((req: Request) => fetch(req));
  return async function call(name: CallName, input: CallInput<Call> = {}) {
    const space = name.indexOf(" ");
    const [method, path] = [name.slice(0, space), name.slice(space + 1)];
    const url = new URL(fillPath(path, input.params as Record<string, unknown>), options.baseUrl || "http://relative");
    for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
    const target = options.baseUrl ? url.toString() : url.pathname + url.search;
    const headers: Record<string, string> = { accept: "application/json", ...options.headers, ...input.headers };
    if (input.body !== undefined) headers["content-type"] = "application/json";
    const request = new Request(absolute(target), {
      method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal,
      credentials: "same-origin",
    });

    let res: Response;
    try {
      res = await doFetch(request);
    } catch (e) {
      if (input.signal?.aborted) throw e;
      throw ApiError.network();
    }
    if (!res.ok) throw await ApiError.fromResponse(res);
    let json: unknown;
    try {
      json = res.status === 204 ? {} : await res.json();
    } catch {
      throw ApiError.malformed(res.status);
    }
    if (isRefusal(json)) throw new ApiError(res.status, errorBodyOf(json));
    return json as never;
  } as ApiClient;
}

function isRefusal(json: unknown): json is { success: false; msg?: string; error?: string } {
  return typeof json === "object" && json !== null && (json as { success?: unknown }).success === false;
}

/** `new Request` needs an absolute URL outside the browser; in the browser a path resolves against the page. */
function absolute(target: string): string {
  if (/^https?:\/\//.test(target)) return target;
  if (typeof window !== "undefined") return new URL(target, window.location.href).toString();
  return `http://localhost${target}`;
}

/** The browser's client: same origin, the session travels in the HttpOnly cookie. */
export const api = createApiClient({ headers: { [READING_HEADER]: "1" } });
