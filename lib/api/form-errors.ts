import { ApiError, firstMessage } from "./errors";

/** A 422's first message for each field the form has (fields it does not have are left to the alert). */
export function fieldErrorsOf<K extends string>(error: unknown, fields: readonly K[]): [K, string][] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const out: [K, string][] = [];
  for (const field of fields) {
    const message = error.fieldErrors[field]?.find((m) => m.trim() !== "");
    if (message) out.push([field, message]);
  }
  return out;
}

/** What a form shows after a failed call: the first relevant message (errors.ts), and for a 429 when to try again. */
export interface Failure {
  message: string;
  /** ms since epoch; set for a 429 (Retry-After, else 60 s). */
  retryUntil: number | null;
}

export function failureOf(error: unknown, now = Date.now()): Failure {
  const retryUntil = error instanceof ApiError && error.status === 429 ? now + (error.retryAfter ?? 60) * 1000 : null;
  return { message: firstMessage(error), retryUntil };
}
