// @vitest-environment node
import { describe, expect, it } from "vitest";
import { customersGetBonus, customersUpdatePassword, profile } from "@/lib/api/contract/customers";
import { fixtureProfile } from "../../../../msw/fixtures";

const { ufabet_credit_checking: _ignored, ...withoutChecking } = fixtureProfile;

describe("profile schema", () => {
  it("accepts ufabet_credit_checking as an alias of credit_checking", () => {
    const parsed = profile.parse({ ...withoutChecking, ufabet_credit_checking: 1 });
    expect(parsed.credit_checking).toBe(1);
    expect(parsed).not.toHaveProperty("ufabet_credit_checking");
  });

  it("prefers credit_checking when both are sent", () => {
    expect(profile.parse({ ...withoutChecking, credit_checking: 0, ufabet_credit_checking: 1 }).credit_checking).toBe(0);
  });

  it("defaults credit_checking to 0 when neither is sent", () => {
    expect(profile.parse(withoutChecking).credit_checking).toBe(0);
  });

  it("fills the missing fields of a minimal profile", () => {
    const parsed = profile.parse({ phone: "0812345678" });
    expect(parsed).toMatchObject({
      phone: "0812345678",
      name: null,
      ufabet_credit: 0,
      payment_gateway_status: false,
      pending_request: null,
      completed_requests: [],
      games: [],
      credit_checking: 0,
    });
  });

  it("reads money strings and flags the way backends send them", () => {
    const parsed = profile.parse({
      ...fixtureProfile,
      ufabet_credit: "1250.00",
      payment_gateway_status: 1,
      pending_request: { id: 7 },
      completed_requests: [{ id: 7, type: "deposit", status: "completed", amount: "500.00" }],
      games: [{ credit: 1250, extra: "kept" }],
    });
    expect(parsed.ufabet_credit).toBe(1250);
    expect(parsed.payment_gateway_status).toBe(true);
    expect(parsed.completed_requests[0]!.amount).toBe(500);
    expect(parsed.games[0]).toEqual({ credit: 1250, extra: "kept" });
  });

  it("refuses a profile without a phone", () => {
    expect(profile.safeParse({ ...fixtureProfile, phone: undefined }).success).toBe(false);
  });
});

describe("update-password and get-bonus bodies", () => {
  it("requires the old password", () => {
    const r = customersUpdatePassword.body!.safeParse({ old_password: "", password: "Abcdefg1", password_confirmation: "Abcdefg1" });
    expect(r.success).toBe(false);
  });

  it("coerces the bonus id and refuses non-positive ones", () => {
    expect(customersGetBonus.params!.parse({ id: "12" })).toEqual({ id: 12 });
    expect(customersGetBonus.params!.safeParse({ id: "0" }).success).toBe(false);
    expect(customersGetBonus.params!.safeParse({ id: "x" }).success).toBe(false);
  });
});
