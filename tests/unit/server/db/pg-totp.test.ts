// @vitest-environment node
/**
 * Wrong second-factor codes sent at once on a real PostgreSQL with a connection pool, where transactions do run side
 * by side (tests/unit/server/protection/totp-burst.test.ts: the same on PGlite). Opt-in, like pg-concurrency.test.ts.
 */
import { describe, it, vi } from "vitest";
import { setupPostgres } from "./fresh-pg";
import { expectFiveCompared, twoFactorMember, wrongCodeBurst } from "../protection/totp-burst";

vi.mock("@/server/protection/totp-code", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/server/protection/totp-code")>();
  return { ...actual, matchingStep: vi.fn(actual.matchingStep) };
});
vi.mock("@/server/accounts/password", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/server/accounts/password")>()),
  confirmSessionPassword: vi.fn(async () => ({})),
}));

const live = setupPostgres("member_unit_totp");

describe.skipIf(!live.enabled)("a burst of wrong second-factor codes on PostgreSQL", () => {
  it("50 withdrawals at once with a wrong code: 5 codes compared, 45 refused with the lock's message", async () => {
    const m = await twoFactorMember(live.db);
    await expectFiveCompared(live.db, m.id, await wrongCodeBurst("withdraw", m));
  }, 60_000);

  it("50 disables at once with a wrong code: the same", async () => {
    const m = await twoFactorMember(live.db);
    await expectFiveCompared(live.db, m.id, await wrongCodeBurst("disable", m));
  }, 60_000);
});
