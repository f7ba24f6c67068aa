// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import type { DB } from "@/server/db/types";
import { members } from "@/server/db/schema";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { isUniqueViolation } from "@/server/db/errors";

let database: DB;
setupDatabase((d) => {
  database = d;
});

describe("isUniqueViolation", () => {
  it("recognises the bank-account index through drizzle's wrapping, and tells constraints apart", async () => {
    const error = await database
      .insert(members)
      .values({ phone: "0961000001", referralKey: "unique-test-1", bank: DEMO_MEMBER.bank, accountNumber: DEMO_MEMBER.accountNumber })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, "members_bank_account_idx")).toBe(true);
    expect(isUniqueViolation(error, "members_phone_unique")).toBe(false);
  });

  it("is false for anything else", () => {
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
  });
});

describe("seed", () => {
  it("gives the demo member its game username", async () => {
    const rows = await database.select({ phone: members.phone, username: members.username }).from(members);
    expect(rows.find((r) => r.phone === DEMO_MEMBER.phone)?.username).toBe("gm812345678");
  });
});
