// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import * as fixtures from "../../../../msw/fixtures";
import { authenticate, login } from "@/lib/api/contract/auth";
import { customersBonuses, profile, requestRecord } from "@/lib/api/contract/customers";
import { game } from "@/lib/api/contract/games";
import { otpSent, registerOtp } from "@/lib/api/contract/register";
import { customersHistory, promotions } from "@/lib/api/contract/member-data";
import { depositPrepare, withdraw } from "@/lib/api/contract/requests";
import { banners, gameHosts, siteInfo } from "@/lib/api/contract/site";

/** Each fixture and the contract schema it stands for; a fixture added without an entry here fails the test. */
const schemaOf: Record<keyof typeof fixtures, { schema: z.ZodMiniType; wrap?: (x: unknown) => unknown }> = {
  fixtureMember: { schema: login.body!, wrap: (x) => ({ ...(x as object), ip: "203.0.113.7" }) },
  fixtureProfile: { schema: profile },
  fixtureSiteInfo: { schema: siteInfo },
  fixtureBanners: { schema: banners.response, wrap: (data) => ({ data }) },
  fixtureGames: { schema: z.array(game) },
  fixtureGameHosts: { schema: gameHosts.response, wrap: (data) => ({ data }) },
  fixtureOtpSent: { schema: otpSent },
  fixtureOtp: { schema: registerOtp.body!, wrap: (otp) => ({ phone: "0812345678", otp }) },
  fixtureLoginCode: { schema: authenticate.body!, wrap: (code) => ({ code }) },
  fixtureFamilyMembers: { schema: z.array(login.body!), wrap: (x) => (x as object[]).map((m) => ({ ...m, ip: "203.0.113.7" })) },
  fixtureFamilyCompleted: { schema: z.array(requestRecord) },
  fixtureWalletMembers: { schema: z.array(login.body!), wrap: (x) => (x as object[]).map((m) => ({ ...m, ip: "203.0.113.7" })) },
  fixturePromotions: { schema: promotions.response, wrap: (data) => ({ data }) },
  fixtureHistory: { schema: customersHistory.response, wrap: (data) => ({ data }) },
  fixtureBonuses: { schema: customersBonuses.response, wrap: (data) => ({ data, page: 1, per_page: 20, has_more: false }) },
  fixtureBonusHistory: { schema: customersHistory.response, wrap: (data) => ({ data }) },
  fixtureRefusedWithdrawal: {
    schema: z.object({ body: withdraw.body!, record: requestRecord }),
    wrap: (x) => {
      const { amount, cause } = x as { amount: number; cause: string };
      return { body: { phone: null, amount }, record: { id: 1, type: "withdraw", status: "cancalled", amount, deleted_cause: cause } };
    },
  },
  fixtureFailingDeposit: {
    schema: depositPrepare.body!,
    wrap: (x) => ({ amount: (x as { amount: number }).amount, promotion_id: null }),
  },
};

describe("MSW fixtures follow the contract", () => {
  it("has a schema for every fixture", () => {
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(schemaOf).sort());
  });

  it.each(Object.keys(schemaOf) as (keyof typeof fixtures)[])("%s parses with its schema", (name) => {
    const { schema, wrap } = schemaOf[name];
    const value = wrap ? wrap(fixtures[name]) : fixtures[name];
    const parsed = schema.safeParse(value);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("has the 7 game hosts, ids 1 to 7", () => {
    expect(fixtures.fixtureGameHosts.map((h) => h.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
