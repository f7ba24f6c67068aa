import { th } from "@/lib/i18n/th";
import { moneyMsg } from "@/server/wallet/messages";

/** Thai script, and no trace of a validator's English or of a pattern (/^…$/, \d, [a-z]). */
export function isThai(message: unknown): boolean {
  if (typeof message !== "string" || !/[\u0E00-\u0E7F]/.test(message)) return false;
  return !/\b(invalid|expected|received|required|must|string|number|regex|pattern)\b|\/\^|\$\/|\\d|\[a-z|\[0-9/i.test(message);
}

/** The refusals that stay English word for word (the family's clients match them); every other msg is Thai. */
const KEPT_ENGLISH = new Set<string>([moneyMsg.notDeposited, moneyMsg.depositTimeEnded, th.game.firstDeposit]);

/** Statuses whose body is exactly Laravel's English: Unauthenticated. (401) and Too Many Attempts. (429). */
const EXACT: Record<number, string> = { 401: th.api.unauthenticated, 429: th.api.tooManyAttempts };

/**
 * What an answer must look like, whatever was sent: never 5xx; JSON (a redirect aside); errors in Laravel's shapes —
 * 422 `{message, errors: {field: [..]}}` all Thai, 401/429 their exact English (the login's wrong-password 401 and
 * the demo provider's own 401/429 are Thai), anything else `{message}` or `{success: false, msg}` in Thai; no stack.
 * Returns what is wrong, or [] when the answer is fine.
 */
export function problemsOf(status: number, headers: Headers, text: string, route: string): string[] {
  const out: string[] = [];
  if (status >= 500) out.push(`answered ${status}`);
  if (status >= 300 && status < 400) return out; // the demo provider's entry redirects (303) to the game or an error page
  if (/\n\s+at |Error:|node_modules|\.tsx?:\d+/.test(text)) out.push("body carries a stack trace or error text");
  if (!/^application\/json/.test(headers.get("content-type") ?? "")) out.push(`content-type ${headers.get("content-type")}`);
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return [...out, "body is not JSON"];
  }
  if (status < 400) return out;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return [...out, "error body is not an object"];

  if (status === 422 && "errors" in body) {
    const errors = body.errors as Record<string, unknown>;
    if (!isThai(body.message)) out.push(`422 message not Thai: ${JSON.stringify(body.message)}`);
    if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return [...out, "422 errors is not an object"];
    for (const [field, messages] of Object.entries(errors)) {
      if (!Array.isArray(messages) || messages.length === 0) out.push(`422 errors.${field} is not a list of messages`);
      else for (const m of messages) if (!isThai(m)) out.push(`422 errors.${field} not Thai: ${JSON.stringify(m)}`);
    }
    return out;
  }
  const ownThai = route === "POST /api/login" || route.startsWith("POST /demo-provider/");
  if (EXACT[status] && !(ownThai && isThai(body.message))) {
    if (text !== JSON.stringify({ message: EXACT[status] })) out.push(`${status} body ${text.slice(0, 120)}`);
    if (status === 429 && !/^\d+$/.test(headers.get("retry-after") ?? "")) out.push("429 without Retry-After");
    return out;
  }
  if (body.success === false && typeof body.msg === "string") {
    if (!isThai(body.msg) && !KEPT_ENGLISH.has(body.msg)) out.push(`refusal msg not Thai: ${JSON.stringify(body.msg)}`);
    return out;
  }
  if (!isThai(body.message)) out.push(`${status} message not Thai: ${text.slice(0, 160)}`);
  return out;
}
