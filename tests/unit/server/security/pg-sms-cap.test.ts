// @vitest-environment node
/**
 * The SMS budget's races on a real PostgreSQL with a connection pool (the in-memory PGlite runs one transaction at a
 * time). Opt-in: TEST_DATABASE_URL (see tests/unit/server/db/fresh-pg.ts); a fresh database member_unit_sms_cap.
 */
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { sql } from "drizzle-orm";
import { setupPostgres } from "../db/fresh-pg";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { rowsOf } from "@/server/db/rows";
import { captureLogs } from "@/server/observability/log";

vi.mock("@/lib/security/pow", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/security/pow")>()),
  leadingZeroBits: () => 256, // every nonce solves: the races, not the work, are under test
}));

const live = setupPostgres("member_unit_sms_cap");

async function call(path: string, body: unknown, ip: string) {
  const { dispatch } = await import("@/server/api/dispatch");
  return dispatch(
    new Request(`http://127.0.0.1:3000${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    }),
  );
}

async function solving(send: (challenge?: unknown) => Promise<Response>) {
  const first = await send();
  if (first.status !== 429) return first;
  const { challenge } = (await first.clone().json()) as { challenge?: { token: string } };
  return challenge ? send({ token: challenge.token, nonce: "0" }) : first;
}

const registerPhone = (i: number) =>
  solving((challenge) =>
    call("/api/register/phone", { phone: `09${String(20_000_000 + i * 7919)}`, birth_date: "1990-01-15", age_confirmed: true, challenge }, `100.${64 + (i % 50)}.${Math.floor(i / 50)}.1`),
  );

describe.skipIf(!live.enabled)("the SMS budget on PostgreSQL", () => {
  it("admits exactly up to the anonymous ceiling from 60 simultaneous sends, and warns once", async () => {
    const logs = captureLogs("warn");
    onTestFinished(logs.stop);
    await live.db.execute(sql`INSERT INTO rate_events (key) SELECT 'otp:global' FROM generate_series(1, 370)`);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => registerPhone(i)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(30); // 400 - 370: anonymous senders stop at 400
    expect(answers.filter((r) => r.status === 429)).toHaveLength(30);
    const lines = logs.lines.filter((line) => line.event === "sms_threshold_reached");
    expect(lines).toEqual([expect.objectContaining({ threshold: "anonymous_ceiling", sms_last_hour: 400 })]);
    // 60 transactions racing on one counter: seconds alone, far longer beside the browser tests in CI (docs/testing.md).
  }, 90_000);

  it("keeps a member's code good while 20 strangers guess at the username at the same time", async () => {
    const { resetDeliveriesSettled } = await import("@/server/accounts/reset");
    await live.db.execute(sql`DELETE FROM rate_events`);
    const member = { phone: DEMO_MEMBER.phone, ufabet_username: DEMO_MEMBER.username };
    const resets = async () => rowsOf<{ n: number }>(await live.db.execute(sql`SELECT count(*)::int AS n FROM password_resets`))[0]!.n;
    const resetsBefore = await resets();
    const [own, ...guesses] = await Promise.all([
      call("/api/reset-password/start", member, "198.51.100.30"),
      ...Array.from({ length: 20 }, (_, i) =>
        call("/api/reset-password/start", { phone: member.phone, ufabet_username: `gm9${String(i).padStart(8, "0")}` }, `10.9.${i}.1`),
      ),
    ]);
    expect([own!.status, ...guesses.map((g) => g.status)]).toEqual(Array(21).fill(200));
    await resetDeliveriesSettled();
    const [sms] = rowsOf<{ text: string }>(
      await live.db.execute(sql`SELECT text FROM sms_outbox WHERE phone = ${member.phone} ORDER BY id DESC LIMIT 1`),
    );
    const otp = /(\d{6})/.exec(sms!.text)![1];
    const token = ((await own!.json()) as { token: string }).token;
    expect((await call("/api/reset-password/confirm-otp", { ...member, token, otp }, "198.51.100.30")).status).toBe(200);
    expect((await resets()) - resetsBefore).toBe(1); // the member's only
  });
});
