import type * as z from "zod/mini";
import { type CallRef, isCallRef } from "./call-ref";
import { type Call, fillPath } from "./contract/define";
import { ApiError, errorBodyOf } from "./errors";

type In<S> = S extends z.ZodMiniType ? z.input<S> : never;
type Out<S> = S extends z.ZodMiniType ? z.output<S> : never;

export interface CallInput<C extends Call> {
  params?: In<C["params"]>;
  query?: In<C["query"]>;
  body?: In<C["body"]>;
  signal?: AbortSignal;
  /** Extra headers for this call only (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface ClientOptions {
  /** "" in the browser (same origin); the backend's origin on the server. */
  baseUrl?: string;
  fetch?: (input: Request) => Promise<Response>;
  /** Extra headers for every call (the server adds the bearer here). */
  headers?: Record<string, string>;
}

export type ApiClient = <C extends Call>(call: C | CallRef<C>, input?: CallInput<C>) => Promise<Out<C["response"]>>;

/**
 * The one fetch wrapper. Parses what it sends and what it gets with the contract; every failure is an ApiError:
 * non-2xx answers, `{ success: false }` refusals, network errors and answers that do not match the contract.
 * Given a CallRef (what browser code holds), it loads the call's contract and zod first (lib/api/call-ref.ts).
 */
export function createApiClient(options: ClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((req: Request) => fetch(req));
  return async function call(ref, input = {}) {
    const [c, { parseInput, toValidationBody }] = await Promise.all([isCallRef(ref) ? ref.load() : ref, import("./validation")]);
    const parseOr422 = <S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> => {
      const parsed = parseInput(schema, value);
      if (!parsed.success) throw new ApiError(422, toValidationBody(parsed.error));
      return parsed.data;
    };
    const params = c.params ? parseOr422(c.params, input.params) : undefined;
    const query = c.query ? parseOr422(c.query, input.query ?? {}) : undefined;
    const body = c.body ? parseOr422(c.body, input.body) : undefined;

    const url = new URL(fillPath(c.path, params as Record<string, unknown>), options.baseUrl || "http://relative");
    for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
    const target = options.baseUrl ? url.toString() : url.pathname + url.search;
    const headers: Record<string, string> = { accept: "application/json", ...options.headers, ...input.headers };
    if (body !== undefined) headers["content-type"] = "application/json";
    const request = new Request(absolute(target), {
      method: c.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
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
    const parsed = c.response.safeParse(json);
    if (!parsed.success) throw ApiError.malformed(res.status);
    return parsed.data as never;
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
export const api = createApiClient();
