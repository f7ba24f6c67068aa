import { describe, expect, it } from "vitest";
import { fixtureMember } from "../../../msw/fixtures";

/** The QA backend's credit scenarios (tests/msw/handlers.ts), as QA mode's E2E uses them. */
const base = "http://qa-backend.test";

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: "POST", body: JSON.stringify(fixtureMember), headers: { "content-type": "application/json" } });
  return ((await res.json()) as { access_token: string }).access_token;
}
const get = (path: string, token: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
const scenario = (token: string, name: string) =>
  fetch(`${base}/api/qa/scenario`, { method: "POST", body: JSON.stringify({ name }), headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } });

const checking = async (token: string) => ((await (await get("/api/customers/profile", token)).json()) as { data: { credit_checking: number } }).data.credit_checking;

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
