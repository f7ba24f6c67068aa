import { accountsText } from "@/lib/i18n/th/accounts";
import { apiText } from "@/lib/i18n/th/api";
import { authText } from "@/lib/i18n/th/auth";
import { formsText } from "@/lib/i18n/th/forms";
import { passwordText } from "@/lib/i18n/th/password";
import { validationText } from "@/lib/i18n/th/validation";

/**
 * A form posted without JavaScript (app/form/*) is answered with a 303 back to its page, which shows what happened.
 * The address carries only a key into a fixed set of the site's own Thai messages (`?notice=accounts.oldPasswordWrong`),
 * never the message itself nor anything the member typed: a crafted link can show nothing but those messages.
 */
type NoticeTone = "error" | "info" | "success";

export interface Notice {
  text: string;
  tone: NoticeTone;
}

/** The message sections a notice may come from: every message the API and the forms show about a form. */
const MESSAGES = { auth: authText, accounts: accountsText, validation: validationText, password: passwordText, forms: formsText };
const SECTIONS = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[];
const TONES: Record<string, NoticeTone> = { "forms.wait": "info", "password.changed": "success" };
const FALLBACK = "forms.failed";
export const THROTTLED = "forms.throttled";
const MAX_RETRY_SECONDS = 24 * 3600;

function textOf(key: string): string | null {
  const dot = key.indexOf(".");
  const section = key.slice(0, dot);
  if (!(SECTIONS as readonly string[]).includes(section)) return null;
  const messages = MESSAGES[section as keyof typeof MESSAGES] as Record<string, unknown>;
  const name = key.slice(dot + 1);
  const text = Object.hasOwn(messages, name) ? messages[name] : undefined;
  return typeof text === "string" ? text : null;
}

/** The key of one of the site's own messages; anything else (an operator backend's wording) is the generic failure. */
export function noticeKeyOf(message: string): string {
  for (const section of SECTIONS) {
    for (const [name, text] of Object.entries(MESSAGES[section])) {
      if (text === message) return `${section}.${name}`;
    }
  }
  return FALLBACK;
}

/** `path` with the notice added to its query. */
export function withNotice(path: string, key: string, retrySeconds?: number | null): string {
  const query = new URLSearchParams({ notice: key });
  if (key === THROTTLED && retrySeconds) query.set("retry", String(Math.ceil(retrySeconds)));
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

/** The notice a page was sent back with, from its search params; null when there is none or it is not ours. */
export function noticeFrom(params: Record<string, string | string[] | undefined>): Notice | null {
  const key = typeof params.notice === "string" ? params.notice : null;
  if (!key) return null;
  if (key === THROTTLED) {
    const retry = typeof params.retry === "string" && /^\d{1,6}$/.test(params.retry) ? Number(params.retry) : 0;
    const text = retry > 0 && retry <= MAX_RETRY_SECONDS ? apiText.tryAgainIn(retry) : formsText.throttled;
    return { text, tone: "error" };
  }
  const text = textOf(key);
  return text === null ? null : { text, tone: TONES[key] ?? "error" };
}
