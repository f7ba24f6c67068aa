// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { smsOutbox } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { HttpSender } from "@/server/sms/http-sender";
import { OutboxSender } from "@/server/sms/outbox-sender";
import { codeIn, maskCodes } from "@/server/sms/mask";
import { smsSender } from "@/server/sms/sms";
import { th } from "@/lib/i18n/th";
import { captureLogs } from "@/server/observability/log";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const text = th.accounts.smsText("042917", 5);
const outboxOf = (phone: string) => database.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));

describe("maskCodes / codeIn", () => {
  it("masks and finds runs of exactly 6 digits", () => {
    expect(maskCodes(text)).not.toContain("042917");
    expect(maskCodes(text)).toContain("••••••");
    expect(maskCodes(text)).toContain("5 นาที");
    expect(codeIn(text)).toBe("042917");
    expect(codeIn("call 0812345678")).toBeNull();
  });
});

describe("OutboxSender", () => {
  it("is the demo mode sender; it stores the message and logs that it did, to a masked phone, without the code", async () => {
    expect(smsSender()).toBeInstanceOf(OutboxSender);
    const logs = captureLogs();
    await new OutboxSender().send(database, { phone: "0880000001", text, purpose: "register" });
    logs.stop();
    const rows = await outboxOf("0880000001");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ text, purpose: "register" });
    expect(logs.lines).toEqual([expect.objectContaining({ level: "info", to: "08x-xxx-0001", purpose: "register" })]);
    expect(JSON.stringify(logs.lines)).not.toMatch(/0880000001|042917/);
  });
});

describe("HttpSender", () => {
  it("POSTs {to, text} with the bearer token and logs the message with the code masked", async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response("ok", { status: 200 }));
    const sender = new HttpSender("https://sms.example/send", "secret-token", fetcher as unknown as typeof fetch);
    await sender.send(database, { phone: "0880000002", text, purpose: "reset" });

    expect(fetcher).toHaveBeenCalledOnce();
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe("https://sms.example/send");
    expect(init!.method).toBe("POST");
    expect(new Headers(init!.headers).get("authorization")).toBe("Bearer secret-token");
    expect(new Headers(init!.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init!.body))).toEqual({ to: "0880000002", text });
    expect(init!.signal).toBeInstanceOf(AbortSignal);

    const rows = await outboxOf("0880000002");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).not.toContain("042917");
    expect(rows[0]!.text).toBe(maskCodes(text));
  });

  it.each([
    ["a non-2xx answer", "0880000101", async () => new Response("no", { status: 500 })],
    ["a network error", "0880000102", async () => Promise.reject(new TypeError("fetch failed"))],
    ["a timeout", "0880000103", async () => Promise.reject(new DOMException("timed out", "TimeoutError"))],
  ])("turns %s into a 503 with the Thai message, and logs nothing to the outbox", async (_label, phone, answer) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const sender = new HttpSender("https://sms.example/send", "t", answer as unknown as typeof fetch);
    const error = await sender.send(database, { phone, text, purpose: "register" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect((error as HttpError).body).toEqual({ message: th.accounts.smsUnavailable });
    expect(await outboxOf(phone)).toHaveLength(0);
  });
});
