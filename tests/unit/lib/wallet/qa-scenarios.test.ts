// @vitest-environment node
import { describe, expect, it } from "vitest";
import { customersBonuses, customersGetBonus } from "@/lib/api/contract/customers";
import { th } from "@/lib/i18n/th";
import { fixtureMember } from "../../../msw/fixtures";
import { resetMockBackend } from "../../../msw/handlers";

/** The QA backend's credit scenarios (tests/msw/handlers.ts), as QA mode's E2E uses them. */
const base = "http://qa-backend.test";

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: "POST", body: JSON.stringify(fixtureMember), headers: { "content-type": "application/json" } });
  return ((await res.json()) as { access_token: string }).access_token;
}
const get = (path: string, token: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
const scenario = (token: string, name: string) =>
  fetch(`${base}/api/qa/scenario`, { method: "POST", body: JSON.stringify({ name }), headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } });

const checking = async (token: string) => ((await (await get("/api/customers/profile", token)).json()) as { data: { ufabet_credit_checking: number } }).data.ufabet_credit_checking;

describe("QA scenarios", () => {
  it("without one, the balance lands at once and check-turnover has nothing to re-read", async () => {
    const token = await login();
    expect(await (await get("/api/customers/check-credit", token)).json()).toEqual({ credit_success: true });
    expect(await checking(token)).toBe(0);
    expect(await (await get("/api/customers/check-turnover", token)).json()).toEqual({ credit_success: false, success: true });
  });

  it("credit-check-timeout: credit_checking stays 1 after check-credit, for that session only", async () => {
    const [token, other] = [await login(), await login()];
    expect((await scenario(token, "credit-check-timeout")).status).toBe(200);
    expect(await checking(token)).toBe(0);
    await get("/api/customers/check-credit", token);
    await get("/api/customers/check-credit", other);
    expect(await checking(token)).toBe(1);
    expect(await checking(other)).toBe(0);
  });

  it("unauthenticated-mid-poll: check-credit answers, then the profile is 401 Unauthenticated.", async () => {
    const token = await login();
    await scenario(token, "unauthenticated-mid-poll");
    expect(await (await get("/api/customers/check-credit", token)).json()).toEqual({ credit_success: true });
    const poll = await get("/api/customers/profile", token);
    expect(poll.status).toBe(401);
    expect(await poll.json()).toEqual({ message: "Unauthenticated." });
  });

  it("refuses unknown scenarios and visitors", async () => {
    const token = await login();
    expect((await scenario(token, "nope")).status).toBe(422);
    expect((await scenario("not-a-session", "credit-check-timeout")).status).toBe(401);
  });
});

describe("QA mode's bonuses (the contract of GET /api/customers/bonuses and POST /api/customers/get-bonus/{id})", () => {
  const post = (path: string, token: string) => fetch(`${base}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  const profileOf = async (token: string) =>
    ((await (await get("/api/customers/profile", token)).json()) as { data: { ufabet_credit: string; bonus_total: string; bonus_pending: string } }).data;

  it("lists with the contract's shape, claims once (credit, bonus_total, history tab 1), refuses in Thai", async () => {
    const token = await login();
    const list = await get("/api/customers/bonuses", token);
    const parsed = customersBonuses.response.parse(await list.json());
    expect(parsed).toMatchObject({ page: 1, per_page: 20, has_more: false });
    const cashback = parsed.data.find((b) => b.status === "claimable")!;
    const before = await profileOf(token);

    const claimed = await post(`/api/customers/get-bonus/${cashback.id}`, token);
    expect(claimed.status).toBe(200);
    expect(customersGetBonus.response.parse(await claimed.json())).toEqual({ success: true, msg: th.bonus.claimedWithTurnover("62.50", "62.50") });
    const after = await profileOf(token);
    expect(Number(after.ufabet_credit) - Number(before.ufabet_credit)).toBeCloseTo(62.5, 2);
    expect(Number(after.bonus_total) - Number(before.bonus_total)).toBeCloseTo(62.5, 2);
    expect(after.bonus_pending).toBe("0.00");
    const tab1 = (await (await get("/api/customers/history?type=bonus", token)).json()) as { data: { id: number; status: string }[] };
    expect(tab1.data.find((r) => r.id === cashback.id)?.status).toBe("claimed");

    const again = await post(`/api/customers/get-bonus/${cashback.id}`, token);
    expect([again.status, await again.json()]).toEqual([400, { success: false, msg: th.bonus.alreadyClaimed }]);
    const expired = parsed.data.find((b) => b.status === "expired")!;
    expect(await (await post(`/api/customers/get-bonus/${expired.id}`, token)).json()).toEqual({ success: false, msg: th.bonus.expired });
    expect(await (await post("/api/customers/get-bonus/99999", token)).json()).toEqual({ success: false, msg: th.bonus.notFound });
    expect((await post("/api/customers/get-bonus/x", token)).status).toBe(422);
    expect((await get("/api/customers/bonuses?page=0", token)).status).toBe(422);
    expect((await post(`/api/customers/get-bonus/${cashback.id}`, "not-a-session")).status).toBe(401);
  });

  it("bonus-claim-fails: the claim answers 400 {success: false, msg} in Thai, for that session only, and nothing changes", async () => {
    resetMockBackend();
    const token = await login();
    expect((await scenario(token, "bonus-claim-fails")).status).toBe(200);
    const { data } = customersBonuses.response.parse(await (await get("/api/customers/bonuses", token)).json());
    const id = data.find((b) => b.status === "claimable")!.id;
    const before = await profileOf(token);
    const res = await post(`/api/customers/get-bonus/${id}`, token);
    expect(res.status).toBe(400);
    const refused = (await res.json()) as { success: boolean; msg: string };
    expect(refused.success).toBe(false);
    expect(refused.msg).toMatch(/^ยังรับโบนัสไม่ได้/);
    expect(await profileOf(token)).toEqual(before);
    // Another session of the same member claims it.
    const other = await login();
    expect((await post(`/api/customers/get-bonus/${id}`, other)).status).toBe(200);
  });
});
