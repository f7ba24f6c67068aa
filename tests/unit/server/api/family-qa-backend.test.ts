// @vitest-environment node
import { describe, expect, it } from "vitest";
import { customersProfile } from "@/lib/api/contract/customers";
import { customersHistory } from "@/lib/api/contract/member-data";
import { fixtureFamilyMembers, fixtureRefusedWithdrawal } from "../../../msw/fixtures";
import { QA_BACKEND } from "../../../msw/server";

/**
 * QA mode's mock backend (tests/msw/handlers.ts) answers a family client as a family backend does: these replay
 * ballwork888/scb's requests straight to it (QA_BACKEND: no adapter), then read the same through the operator-mode
 * adapter as the site does (a call from the page's origin passes it: tests/msw/server.ts).
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const PAGE = "http://localhost:3000";

async function login(member: { phone: string; password: string }): Promise<string> {
  const res = await fetch(`${QA_BACKEND}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ phone: member.phone, password: member.password }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as Json).access_token as string;
}
const call = async (base: string, path: string, token: string, body?: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
};

/** scb's withdraw page once pending_request has cleared: `cancalled` shows its deleted_cause, any other word success. */
const withdrawPageSees = (profile: Json) => {
  const comp = profile.completed_requests[0] as Json;
  return comp.status == "cancalled" ? `error: ${comp.deleted_cause}` : "success";
};

describe("the QA backend as a family backend", () => {
  it.each(fixtureFamilyMembers.map((m) => [m.qrPrefixed ? "prefixed" : "bare", m] as const))(
    "a gateway deposit's QR (%s) with the payee's name; the site gets it bare either way",
    async (_, member) => {
      const token = await login(member);
      const opened = await call(QA_BACKEND, "/api/requests/deposit/payment-gateway", token, { amount: 300, promotion_id: "0" });
      expect(opened.body.success).toBe(true);
      const pending = opened.body.data.pending_request as Json;
      expect(pending.name).toEqual(expect.stringMatching(/\S/));
      expect(pending.qr_code).toMatch(member.qrPrefixed ? /^data:image\/png;base64,iVBORw0KGgo/ : /^iVBORw0KGgo/);

      const site = customersProfile.response.parse((await call(PAGE, "/api/customers/profile", token)).body).data;
      expect(site.pending_request?.qr_code).toMatch(/^iVBORw0KGgo[A-Za-z0-9+/]+=*$/);
      expect(site.pending_request?.name).toBe(pending.name);
      expect((await call(QA_BACKEND, `/api/requests/deposit/${pending.id}/cancel`, token, {})).body.success).toBe(true);
    },
  );

  it("takes a withdrawal with phone: null; refused by the operator it settles as `cancalled` with its cause", async () => {
    const member = fixtureFamilyMembers[0]!;
    const token = await login(member);
    const before = Number((await call(QA_BACKEND, "/api/customers/profile", token)).body.data.ufabet_credit);
    const res = await call(QA_BACKEND, "/api/requests/withdraw", token, { phone: null, amount: fixtureRefusedWithdrawal.amount });
    expect(res).toEqual({ status: 200, body: { success: true, message: expect.any(String) } });

    const profile = (await call(QA_BACKEND, "/api/customers/profile", token)).body.data as Json;
    expect(profile.pending_request).toBeNull();
    expect(profile.completed_requests[0]).toMatchObject({ type: "withdraw", status: "cancalled", amount: "17.00", deleted_cause: fixtureRefusedWithdrawal.cause });
    expect(withdrawPageSees(profile)).toBe(`error: ${fixtureRefusedWithdrawal.cause}`);
    expect(Number(profile.ufabet_credit)).toBe(before);

    // Our site: the same word in the profile, the precise one in the history.
    const history = customersHistory.response.parse((await call(PAGE, "/api/customers/history?type=deposit-withdraw", token)).body);
    expect(history.data[0]).toMatchObject({ type: "withdraw", status: "rejected", note: fixtureRefusedWithdrawal.cause });
    // Any other amount waits for the operator, as before.
    expect((await call(QA_BACKEND, "/api/requests/withdraw", token, { amount: 50 })).body.success).toBe(true);
    expect((await call(QA_BACKEND, "/api/customers/profile", token)).body.data.pending_request).toMatchObject({ type: "withdraw", amount: "50.00" });
  });
});
