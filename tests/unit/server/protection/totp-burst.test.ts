// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, it, vi } from "vitest";
import type { DB } from "@/server/db/types";
import { expectFiveCompared, twoFactorMember, wrongCodeBurst } from "./totp-burst";

/** The same burst on real PostgreSQL: tests/unit/server/db/pg-totp.test.ts. */
vi.mock("@/server/protection/totp-code", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/server/protection/totp-code")>();
  return { ...actual, matchingStep: vi.fn(actual.matchingStep) };
});
vi.mock("@/server/accounts/password", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/server/accounts/password")>()),
  confirmSessionPassword: vi.fn(async () => ({})),
}));

let database: DB;
setupDatabase((d) => {
  database = d;
});

describe("a burst of wrong second-factor codes on PGlite", () => {
  it("50 withdrawals at once with a wrong code: 5 codes compared, 45 refused with the lock's message", async () => {
    const m = await twoFactorMember(database);
    await expectFiveCompared(database, m.id, await wrongCodeBurst("withdraw", m));
  });

  it("50 disables at once with a wrong code: the same", async () => {
    const m = await twoFactorMember(database);
    await expectFiveCompared(database, m.id, await wrongCodeBurst("disable", m));
  });
});
