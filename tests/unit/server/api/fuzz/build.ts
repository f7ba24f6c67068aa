import { DEMO_BANK_WEBHOOK_SECRET, DEMO_GATEWAY_WEBHOOK_SECRET } from "@/server/env";
import { signWebhook } from "@/server/wallet/webhooks";
import type { BodyPlan, Plan } from "./plans";
import { HOST, SITE, type World } from "./world";

/** The leaf paths of a sample body: ["amount"], ["device", "os"], … */
function leaves(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [prefix];
  const entries = Object.entries(value);
  if (entries.length === 0) return [prefix];
  return entries.flatMap(([k, v]) => leaves(v, [...prefix, k]));
}

function setAt(root: Record<string, unknown>, path: string[], value: unknown, drop = false): void {
  let node = root;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (drop) delete node[last];
  else node[last] = value;
}

/** The raw body text for a plan (a JSON text, or deliberately not one). */
function bodyText(plan: BodyPlan, sample: Record<string, unknown> | undefined): string | undefined {
  const base = structuredClone(sample ?? {});
  const paths = leaves(base).filter((p) => p.length > 0);
  switch (plan.kind) {
    case "sample":
      return sample ? JSON.stringify(base) : undefined;
    case "mutate":
      if (paths.length) setAt(base, paths[plan.pick % paths.length]!, plan.value);
      return JSON.stringify(paths.length ? base : plan.value) ?? "null";
    case "drop":
      if (paths.length) setAt(base, paths[plan.pick % paths.length]!, undefined, true);
      return JSON.stringify(base);
    case "extra":
      return JSON.stringify({ ...base, [plan.key]: plan.value }) ?? "null";
    case "json":
      return JSON.stringify(plan.value) ?? "null";
    case "raw":
      return plan.text;
    case "huge":
      return JSON.stringify({ ...base, pad: "x".repeat(plan.bytes) });
  }
}

export interface Built {
  request: Request;
  /** the demo provider's entry route takes its host segment separately, as Next's [host] folder gives it */
  segment: string;
}

/** Turns a plan into the Request the browser, a bot or the operator's bank feed would send. */
export async function build(plan: Plan, world: World, n: number): Promise<Built> {
  const { target } = plan;
  let i = 0;
  let segment = "";
  const openId = await world.openDepositId();
  const path = target.template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const junk = plan.params[i++];
    const valid = target.params?.[name] ?? ["1"];
    const chosen = junk ?? valid[n % valid.length]!;
    const value = chosen === "OPEN" ? String(openId ?? 1) : chosen;
    if (name === "host") segment = decodeURIComponentSafe(value);
    return value;
  });
  const query = new URLSearchParams(plan.query === "sample" && target.query ? target.query(world) : {});
  for (const [k, v] of plan.junk) query.append(k, v.replace(/[\ud800-\udfff]/g, "\ufffd"));
  const qs = query.toString();
  const url = `${SITE}${path}${plan.twist}${qs ? (plan.twist.includes("?") ? "&" : "?") + qs : ""}`;

  const headers = new Headers({ host: HOST, "x-gm-peer": `198.51.${n % 200}.${(n * 7) % 250}` });
  if (plan.origin === "same") headers.set("origin", SITE);
  if (plan.origin === "cross") headers.set("origin", "https://evil.example");
  if (plan.origin === "null") headers.set("origin", "null");
  if (plan.contentType) headers.set("content-type", plan.contentType);
  if (plan.idempotency === "fresh") headers.set("idempotency-key", `fz-${n}`);
  if (plan.idempotency === "fixed") headers.set("idempotency-key", "fz-fixed-key");
  if (plan.idempotency === "long") headers.set("idempotency-key", "k".repeat(300));
  const cookie = cookieFor(plan, world);
  if (cookie) headers.set("cookie", cookie);

  const noBody = plan.method === "GET" || plan.method === "HEAD";
  const text = noBody ? undefined : bodyText(plan.body, target.sample?.(world, n));
  if (target.signed && text !== undefined && plan.signature !== "none") {
    const ts = Math.floor(Date.now() / 1000) - (plan.signature === "stale" ? 3600 : 0);
    headers.set("x-timestamp", String(ts));
    const key = target.template.endsWith("/bank-statement") ? DEMO_BANK_WEBHOOK_SECRET : DEMO_GATEWAY_WEBHOOK_SECRET;
    headers.set("x-signature", plan.signature === "bad" ? "0".repeat(64) : signWebhook(key, ts, text));
  }
  if (text !== undefined && plan.body.kind === "huge" && !plan.body.declared) {
    // A body with no Content-Length, as a chunked upload arrives: the cap must count bytes while reading.
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.subarray(at, at + 16 * 1024));
        controller.close();
      },
    });
    return { request: new Request(url, { method: plan.method, headers, body: stream, duplex: "half" } as RequestInit), segment };
  }
  return { request: new Request(url, { method: plan.method, headers, body: text }), segment };
}

function cookieFor(plan: Plan, world: World): string | null {
  const { session } = plan.target;
  if (plan.session === "none") return null;
  if (plan.session === "junk") return `jwt=${"j".repeat(40)}; jwt_register=${"r".repeat(40)}; dp_session=${"d".repeat(40)}`;
  const wanted = plan.session === "right" ? session : session === "member" ? "registration" : "member";
  if (wanted === "member") return `jwt=${world.member.token}`;
  if (wanted === "registration") return `jwt_register=${world.registration.token}`;
  if (wanted === "spin") return world.spinCookie;
  return null;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
