import { expect, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { codeAt, fromBase32, matchingStep, stepOf } from "@/server/protection/totp-code";
import { th } from "@/lib/i18n/th";
import { body, call, type J } from "../wallet/helpers";
import { PASSWORD, protectedMember } from "./helpers";

/**
 * Many wrong second-factor codes at once, on whichever database the test file opened. The file must wrap
 * totp-code's matchingStep in vi.fn (vi.mock) so the codes the server actually compared can be counted, and stub the
 * password check of /disable (a right password is throttled like a login, which would hold the burst back itself).
 */

/** A member with two-factor on (enabled with the current step's code). */
export async function twoFactorMember(db: DB) {
  const m = await protectedMember(db);
  const setup = await body(await call("/api/customers/2fa/setup", { token: m.token, method: "POST", body: {} }));
  const secret = fromBase32(setup.data.secret);
  const now = stepOf(new Date());
  const on = await call("/api/customers/2fa/enable", { token: m.token, body: { code: codeAt(secret, now) } });
  expect(on.status).toBe(200);
  // A 6-digit code that is none of the steps the server accepts around now (nor the next one, should a step pass).
  const near = new Set([-1, 0, 1, 2].map((d) => codeAt(secret, now + d)));
  const wrong = ["000000", "111111", "222222", "333333", "444444", "555555"].find((c) => !near.has(c))!;
  return { ...m, secret, wrong };
}

type Answer = { status: number; json: J };

/** `n` wrong codes sent at once; how many codes the server compared and what each call answered. */
export async function wrongCodeBurst(kind: "withdraw" | "disable", m: { token: string; wrong: string }, n = 50) {
  const compare = vi.mocked(matchingStep);
  const before = compare.mock.calls.length;
  const answers: Answer[] = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res =
        kind === "withdraw"
          ? // Half with an Idempotency-Key: the key's row is committed with the refusal too.
            await call("/api/requests/withdraw", { token: m.token, body: { amount: 10, totp: m.wrong }, key: i % 2 ? `burst-${i}` : undefined })
          : await call("/api/customers/2fa/disable", { token: m.token, body: { password: PASSWORD, code: m.wrong } });
      return { status: res.status, json: await body(res) };
    }),
  );
  return { evaluated: compare.mock.calls.length - before, answers };
}

/** The burst's figures: exactly 5 codes compared and refused as wrong, every other call refused with the lock's message. */
export async function expectFiveCompared(db: DB, memberId: number, burst: Awaited<ReturnType<typeof wrongCodeBurst>>) {
  const locked = th.protection.totpLocked("");
  const wrong = burst.answers.filter((a) => a.status === 400 && a.json.msg === th.protection.totpWrong);
  const refused = burst.answers.filter((a) => a.status === 400 && String(a.json.msg).startsWith(locked));
  expect({ evaluated: burst.evaluated, wrong: wrong.length, locked: refused.length }).toEqual({
    evaluated: 5,
    wrong: 5,
    locked: burst.answers.length - 5,
  });
  const [lock] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM rate_events WHERE key = ${`totp-lock:${memberId}`}`));
  expect(lock!.n).toBe(1);
}
