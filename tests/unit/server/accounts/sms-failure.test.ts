// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { otps } from "@/server/db/schema";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { HttpError } from "@/server/http/errors";
import type { SmsMessage } from "@/server/sms/types";
import { resetDeliveriesSettled } from "@/server/accounts/reset";
import { th } from "@/lib/i18n/th";
import { json, post } from "./helpers";

/** A remote gateway whose behaviour each test chooses. */
const gateway = vi.hoisted(() => ({
  behaviour: "fail" as "fail" | "hang" | "ok",
  sent: [] as SmsMessage[],
}));

vi.mock("@/server/sms/sms", () => ({
  smsSender: () => ({
    remote: true,
    send: async (_db: unknown, message: SmsMessage) => {
      gateway.sent.push(message);
      if (gateway.behaviour === "fail") throw new HttpError(503, { message: th.accounts.smsUnavailable });
      if (gateway.behaviour === "hang") await new Promise(() => undefined);
    },
  }),
}));

let database: DB;
setupDatabase((d) => {
  database = d;
});

beforeEach(async () => {
  gateway.sent = [];
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  await database.execute(sql`DELETE FROM rate_events`);
});

describe("a failing SMS gateway", () => {
  it("answers registration with 503 and the Thai message, and the unsent code never works", async () => {
    gateway.behaviour = "fail";
    const phone = "0951000001";
    const res = await post("/api/register/phone", { phone, birth_date: "1990-01-01", age_confirmed: true });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: th.accounts.smsUnavailable });
    const rows = await database.select().from(otps).where(eq(otps.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.consumedAt).not.toBeNull();
    const code = /\d{6}/.exec(gateway.sent[0]!.text)![0];
    expect((await json(await post("/api/register/otp", { phone, otp: code }))).errors).toEqual({ otp: [th.accounts.otpExpired] });
  });

  it("does not show in the reset answer: a known pair still answers like an unknown one", async () => {
    gateway.behaviour = "fail";
    const knownRes = await post("/api/reset-password/start", { phone: DEMO_MEMBER.phone, ufabet_username: DEMO_MEMBER.username });
    const unknownRes = await post("/api/reset-password/start", { phone: "0951000002", ufabet_username: "gm951000002" });
    await resetDeliveriesSettled(); // sent after the answer
    expect(knownRes.status).toBe(200);
    expect(unknownRes.status).toBe(200);
    expect(Object.keys(await json(knownRes)).sort()).toEqual(Object.keys(await json(unknownRes)).sort());
    expect(gateway.sent).toHaveLength(1); // only the known pair was attempted
  });

  it("is never waited for by the reset answer", async () => {
    gateway.behaviour = "hang";
    const res = await post("/api/reset-password/start", { phone: DEMO_MEMBER.phone, ufabet_username: DEMO_MEMBER.username });
    expect(res.status).toBe(200);
    expect(gateway.sent).toHaveLength(0); // the answer came before the SMS was even handed over
    await expect.poll(() => gateway.sent.length).toBe(1);
  });
});
