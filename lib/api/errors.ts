import { apiText } from "@/lib/i18n/th/api";
import { authText } from "@/lib/i18n/th/auth";
import { thaiCause } from "@/lib/i18n/th/causes";
import type { Challenge } from "@/lib/security/pow";

/** Anything an error answer may carry (lib/api/contract/errors.ts documents the shapes). */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
  error?: string;
  msg?: string;
  success?: boolean;
  /** On a 429 for an OTP send under load: a proof of work to solve and send back (lib/security/pow.ts). */
  challenge?: Challenge;
}

/** Every failed call, whatever shape the backend used (docs/api.md#errors), becomes one of these. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** Seconds to wait, from Retry-After on a 429. */
  readonly retryAfter: number | null;

  constructor(status: number, body: ErrorBody, retryAfter: number | null = null) {
    super(body.message ?? body.msg ?? body.error ?? `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /** Field errors as lists, whether the backend sent `["…"]` or a bare string. */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(this.body.errors ?? {})) out[key] = Array.isArray(value) ? value : [value];
    return out;
  }

  /** The session is gone: Laravel's exact 401 body (a failed login is a 401 too, but with its own message). */
  get isUnauthenticated(): boolean {
    return this.body.message === apiText.unauthenticated || (this.status === 401 && !this.body.message);
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    let raw: unknown = null;
    try {
      raw = await res.json();
    } catch {
      raw = null;
    }
    const retry = Number(res.headers.get("retry-after"));
    return new ApiError(res.status, errorBodyOf(raw), Number.isFinite(retry) && retry > 0 ? retry : null);
  }

  /** The request never got an answer (offline, DNS, aborted). */
  static network(): ApiError {
    return new ApiError(0, { message: apiText.network });
  }

  /** The answer came but did not match the contract. */
  static malformed(status: number): ApiError {
    return new ApiError(status, { message: apiText.unexpected });
  }
}

/** The fields whose message the client shows first, in this order; `error` is the generic key. */
const RELEVANT_FIELDS = ["phone", "otp", "password", "amount", "bank", "account_number", "name", "error"] as const;

/**
 * Which message a failed call shows, in one place: the first relevant field message; otherwise the whole errors object;
 * otherwise the top-level `error` (registration), `msg` (business refusals) or `message`.
 */
export function firstMessage(error: unknown): string {
  const text = serverMessage(error);
  // A backend's known English refusal is shown in Thai; the API itself keeps its words.
  return text === null ? apiText.unexpected : thaiCause(text);
}

function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return apiText.tryAgainIn(error.retryAfter ?? 60);
  const fields = error.fieldErrors;
  for (const key of RELEVANT_FIELDS) {
    const first = fields[key]?.find((m) => m.trim() !== "");
    if (first) return first;
  }
  const all = Object.values(fields).flat().filter((m) => m.trim() !== "");
  if (all.length > 0) return all.join(" ");
  const { error: top, msg, message } = error.body;
  if (top) return top;
  if (msg) return msg;
  if (error.isUnauthenticated) return authText.sessionExpired;
  if (message && error.status !== 500) return message;
  return null;
}

/**
 * Keeps only the well-typed parts of an error body. Hand-written rather than a zod parse so that pages which
 * never call the API (the visitors' landing) do not ship zod for their error handling.
 */
export function errorBodyOf(raw: unknown): ErrorBody {
  if (typeof raw !== "object" || raw === null) return {};
  const r = raw as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  const body: ErrorBody = { message: str(r.message), error: str(r.error), msg: str(r.msg) };
  if (typeof r.success === "boolean") body.success = r.success;
  if (typeof r.errors === "object" && r.errors !== null && !Array.isArray(r.errors)) {
    const errors: Record<string, string[] | string> = {};
    for (const [k, v] of Object.entries(r.errors)) {
      if (typeof v === "string") errors[k] = v;
      else if (Array.isArray(v)) errors[k] = v.filter((x): x is string => typeof x === "string");
    }
    body.errors = errors;
  }
  const c = r.challenge as Record<string, unknown> | null | undefined;
  if (typeof c === "object" && c !== null && typeof c.token === "string" && typeof c.bits === "number") {
    // A server asking for more than 24 bits (minutes of a phone's time) is not answered: the 429 stands.
    if (c.token.length <= 200 && c.bits >= 0 && c.bits <= 24) body.challenge = { token: c.token, bits: c.bits };
  }
  for (const k of Object.keys(body) as (keyof ErrorBody)[]) if (body[k] === undefined) delete body[k];
  return body;
}
