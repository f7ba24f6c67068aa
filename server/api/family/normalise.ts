/**
 * Value-level normalisation of what a backend of the API family answers (docs/api.md), into the shapes of
 * lib/api/contract/. Pure functions of JSON values: no I/O, no clock unless one is passed. Values already in our
 * shape pass through unchanged (but for a settled request's status words: requestRecordOf), so the embedded API's
 * answers survive them too.
 */
import { historyText } from "@/lib/i18n/th/history";

export type Json = Record<string, unknown>;

export const isObj = (x: unknown): x is Json => typeof x === "object" && x !== null && !Array.isArray(x);

/** A money value as the contract's `money` reads it: a number, or a decimal string ("1,250.00" loses its commas). */
export function moneyOf(x: unknown): number | string | undefined {
  if (typeof x === "number") return Number.isFinite(x) ? x : undefined;
  if (typeof x !== "string") return undefined;
  const s = x.replace(/[,\s]/g, "");
  return /^-?\d+(\.\d+)?$/.test(s) ? s : undefined;
}

/** A row id: a positive whole number, or its digits as a string. */
function idOf(x: unknown): number | undefined {
  const n = typeof x === "number" ? x : typeof x === "string" && /^\d{1,10}$/.test(x.trim()) ? Number(x) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

const str = (x: unknown): string | null => (typeof x === "string" ? x : typeof x === "number" ? String(x) : null);
const word = (x: unknown): string | null => str(x)?.trim().toLowerCase() ?? null;

/**
 * A backend date as an ISO string with its zone. Laravel serialises timestamps as ISO UTC (`…Z`); an older or custom
 * one sends "2026-11-20 21:05:09" without a zone, which is the operator's clock: Asia/Bangkok (+07:00, no DST).
 */
export function dateOf(x: unknown): string | null {
  const s = str(x)?.trim();
  if (!s) return null;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(s);
  const t = Date.parse(local ? `${local[1]}T${local[2]}+07:00` : s);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/**
 * `request_lifetime` in seconds. The family sends a string ("900"); a value of 120 or less cannot be seconds for a
 * bank transfer and is read as minutes (the family's settings give the limit in minutes).
 */
export function lifetimeSeconds(x: unknown): number | null {
  const m = moneyOf(x);
  const n = m === undefined ? NaN : Number(m);
  if (!Number.isFinite(n) || n <= 0) return null;
  return n <= 120 ? n * 60 : n;
}

const IMAGE_PREFIX = /^data:image\/(png|jpeg|gif|webp);base64,/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** A QR image bigger than this is not a QR (a data URL in the page, kept small). */
const MAX_QR_CHARS = 400_000;

/**
 * The family's `qr_code` → the bare base64 the site reads (the page adds `data:image/png;base64,`, as the family's
 * clients do). A backend sends it bare, as the family does, or already as a data URL: the prefix is taken off (an
 * image type other than PNG still shows: browsers tell raster images by their bytes). Anything else (a URL, script,
 * broken base64) → null.
 */
export function qrBase64Of(x: unknown): string | null {
  if (typeof x !== "string") return null;
  const s = x.replace(/\s+/g, "");
  if (!s || s.length > MAX_QR_CHARS) return null;
  const bare = s.startsWith("data:") ? (IMAGE_PREFIX.test(s) ? s.replace(IMAGE_PREFIX, "") : "") : s;
  return BASE64.test(bare) ? bare : null;
}

/** A status word as sent, lower-cased ("cancalled" and "wait-for-approval" stay as they are: the site translates them). */
const statusOf = (x: unknown) => word(x) ?? "pending";

/** Our words for a request that ended unpaid, which a family client would read as paid: the family says `cancalled`. */
const ENDED_UNPAID = new Set(["cancelled", "expired", "rejected"]);

/** `deposit`/`withdraw` from the family's words ("Deposit", "withdrawal"). */
function typeOf(x: unknown): string | null {
  const w = word(x);
  if (!w) return null;
  if (w.startsWith("withdraw")) return "withdraw";
  if (w.startsWith("deposit")) return "deposit";
  return w;
}

/** One settled request (`completed_requests[]`). */
function requestRecordOf(x: unknown): Json | null {
  if (!isObj(x)) return null;
  const id = idOf(x.id);
  const amount = moneyOf(x.amount);
  if (id === undefined || amount === undefined) return null;
  const status = statusOf(x.status);
  // A backend speaking our older words: the family's `cancalled`, the reason kept in deleted_cause (a bearer client
  // of this site reads this answer too, and the site reads both words).
  const ended = ENDED_UNPAID.has(status);
  return {
    ...x,
    id,
    type: typeOf(x.type) ?? "deposit",
    status: ended ? "cancalled" : status,
    amount,
    bonus: moneyOf(x.bonus) ?? null,
    total: moneyOf(x.total) ?? null,
    created_at: dateOf(x.created_at),
    deleted_at: dateOf(x.deleted_at),
    deleted_cause: ended ? str(x.deleted_cause) || (historyText.statuses[status] ?? null) : str(x.deleted_cause),
  };
}

/**
 * The open request (`pending_request`): null unless it has an id (PHP sends `[]` or `{}` for none). Adds
 * `expires_at` from `created_at` + the lifetime when the backend does not send it, and makes `qr_code` bare base64
 * whether the backend prefixed it or not. `now` is the time of a deposit just opened, used when it carries no
 * `created_at`.
 */
export function pendingRequestOf(x: unknown, lifetime: number | null, now?: number): Json | null {
  if (!isObj(x)) return null;
  const id = idOf(x.id);
  if (id === undefined) return null;
  const type = typeOf(x.type);
  const created = dateOf(x.created_at) ?? (now !== undefined ? new Date(now).toISOString() : null);
  let expires = dateOf(x.expires_at);
  if (!expires && created && lifetime && type !== "withdraw") expires = new Date(Date.parse(created) + lifetime * 1000).toISOString();
  return {
    ...x,
    id,
    type,
    status: word(x.status),
    amount: moneyOf(x.amount) ?? null,
    name: str(x.name),
    bank: word(x.bank),
    account_number: str(x.account_number),
    created_at: created,
    expires_at: expires,
    qr_payload: typeof x.qr_payload === "string" && x.qr_payload ? x.qr_payload : null,
    qr_code: qrBase64Of(x.qr_code),
  };
}

export const isWithdrawal = (p: Json | null) => p !== null && p.type === "withdraw";

const MONEY_FIELDS = [
  "ufabet_credit",
  "bonus_total",
  "bonus_pending",
  "bonus_turnover",
  "bonus_turnover_required",
  "referral_total",
  "referral_pending",
  "turnover_needed",
  "request_lifetime",
  "success_deposit_count",
  "customer_win_loses_total",
] as const;

function flagOf(x: unknown): boolean | unknown {
  if (typeof x === "string") return ["1", "true", "on", "yes"].includes(x.trim().toLowerCase());
  return x;
}

function intOf(x: unknown): number | undefined {
  if (typeof x === "number") return Number.isInteger(x) ? x : undefined;
  if (typeof x === "string" && /^\d+$/.test(x.trim())) return Number(x);
  return undefined;
}

/** `{id: name}`; PHP sends `[]` for none and a list when the ids happen to be 0…n. */
function promotionIdsOf(x: unknown): Record<string, string> | null {
  const entries = Array.isArray(x) ? x.map((v, i) => [String(i), v] as const) : isObj(x) ? Object.entries(x) : [];
  const out: Record<string, string> = {};
  for (const [k, v] of entries) if (typeof v === "string" || typeof v === "number") out[k] = String(v);
  return Array.isArray(x) || isObj(x) ? out : null;
}

/** The profile's fields (our contract's `profile`), from ours or a family backend's. */
export function profileOf(p: Json, now?: number): Json {
  const out: Json = { ...p };
  for (const k of MONEY_FIELDS) {
    if (!(k in out) || out[k] === null) continue;
    const m = moneyOf(out[k]);
    if (m === undefined) delete out[k];
    else out[k] = m;
  }
  for (const k of ["bank", "to_bank"] as const) if (typeof out[k] === "string") out[k] = (out[k] as string).toLowerCase();
  if ("payment_gateway_status" in out) out.payment_gateway_status = flagOf(out.payment_gateway_status);
  for (const k of ["credit_checking", "ufabet_credit_checking"] as const) {
    if (!(k in out)) continue;
    const n = intOf(out[k]);
    if (n === undefined) delete out[k];
    else out[k] = n;
  }
  // The contract's name for the family's ufabet_credit_checking: the site's answer carries the one the contract reads.
  if (out.credit_checking === undefined && typeof out.ufabet_credit_checking === "number") out.credit_checking = out.ufabet_credit_checking;
  if ("promotion_ids" in out) out.promotion_ids = promotionIdsOf(out.promotion_ids);
  if ("settings" in out) {
    const s = out.settings;
    out.settings = isObj(s) ? Object.fromEntries(Object.entries(s).map(([k, v]) => [k, moneyOf(v) ?? v])) : null;
  }
  if (!Array.isArray(out.events)) delete out.events;
  if (!Array.isArray(out.games)) delete out.games;
  out.pending_request = pendingRequestOf(out.pending_request, lifetimeSeconds(out.request_lifetime), now);
  out.completed_requests = Array.isArray(out.completed_requests)
    ? out.completed_requests.map(requestRecordOf).filter((r): r is Json => r !== null)
    : [];
  return out;
}

/** `GET /api/customers/profile`'s answer: `{success, data}` whether the backend wrapped it or not; null if no profile. */
export function profileEnvelopeOf(raw: unknown): { success: boolean; data: Json } | null {
  if (!isObj(raw)) return null;
  const data = isObj(raw.data) ? raw.data : typeof raw.phone === "string" ? raw : null;
  if (!data) return null;
  return { success: typeof raw.success === "boolean" ? raw.success : true, data: profileOf(data) };
}

/** A refusal `{success: false, message}` also carries `msg`, the word the site reads. */
export function refusalOf(raw: Json): Json {
  if (raw.success !== false) return raw;
  const msg = typeof raw.msg === "string" && raw.msg ? raw.msg : typeof raw.message === "string" ? raw.message : undefined;
  return msg === undefined ? raw : { ...raw, msg };
}
