import { expect, test, type APIRequestContext } from "./fixtures";
import { mockMode } from "./support";

/**
 * Registration under abuse, against the real API (docs/security.md#abuse-limits): no bypass, codes single-use and
 * attempt-limited, sends within the rate budget, under-20s refused. API-level: what a script would do.
 */
test.skip(mockMode, "the embedded API's own guarantees");

const ADULT = "1990-01-15";

/** Phones unique to this run and project, so the two viewport projects never share a rate-limit bucket. */
function phones(prefix: string, count: number, project: string): string[] {
  const seed = (Date.now() % 100_000) + (project.startsWith("desktop") ? 50_000 : 0);
  return Array.from({ length: count }, (_, i) => `09${prefix}${String((seed + i) % 10_000_000).padStart(7, "0")}`);
}

async function sendOtp(request: APIRequestContext, phone: string, ip = "198.51.100.10") {
  return request.post("/api/register/phone", {
    data: { phone, ip: "", birth_date: ADULT, age_confirmed: true },
    headers: { "x-forwarded-for": ip },
  });
}

async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/api/demo/outbox?phone=${phone}`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { code: string | null }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.code!;
}

const tokenCookie = (headers: Record<string, string>) => /jwt(_register)?=[^;]+/.test(headers["set-cookie"] ?? "");

test("a bypass flag and a placeholder OTP get 422 and no token", async ({ request }, info) => {
  const [phone] = phones("1", 1, info.project.name);
  expect((await sendOtp(request, phone!)).status()).toBe(200);
  for (const data of [
    { phone, otp: "000000", otp_bypass: true },
    { phone, otp: "123456", bypass: 1 },
    { phone, otp: "000000" },
  ]) {
    const res = await request.post("/api/register/otp", { data });
    expect(res.status(), JSON.stringify(data)).toBe(422);
    expect(tokenCookie(res.headers())).toBe(false);
    expect(JSON.stringify(await res.json())).not.toContain("access_token");
  }
});

test("a used code is refused the second time", async ({ request }, info) => {
  const [phone] = phones("2", 1, info.project.name);
  await sendOtp(request, phone!);
  const otp = await latestCode(request, phone!);
  const first = await request.post("/api/register/otp", { data: { phone, otp } });
  expect(first.status()).toBe(200);
  expect(tokenCookie(first.headers())).toBe(true);
  const replay = await request.post("/api/register/otp", { data: { phone, otp } });
  expect(replay.status()).toBe(422);
  expect(tokenCookie(replay.headers())).toBe(false);
});

test("after five wrong codes the right one is refused too", async ({ request }, info) => {
  const [phone] = phones("3", 1, info.project.name);
  await sendOtp(request, phone!);
  const otp = await latestCode(request, phone!);
  const wrong = otp === "111111" ? "222222" : "111111";
  for (let i = 0; i < 5; i++) {
    expect((await request.post("/api/register/otp", { data: { phone, otp: wrong } })).status()).toBe(422);
  }
  const sixth = await request.post("/api/register/otp", { data: { phone, otp } });
  expect(sixth.status()).toBe(422);
  expect(tokenCookie(sixth.headers())).toBe(false);
});

test("an under-20 date of birth is refused", async ({ request }, info) => {
  const [phone] = phones("4", 1, info.project.name);
  const now = new Date();
  const nineteen = `${now.getUTCFullYear() - 19}-01-01`;
  const res = await request.post("/api/register/phone", { data: { phone, ip: "", birth_date: nineteen, age_confirmed: true } });
  expect(res.status()).toBe(422);
  expect((await res.json()).errors).toHaveProperty("birth_date");
  const outbox = await request.get(`/api/demo/outbox?phone=${phone}`);
  expect((await outbox.json()).data).toEqual([]);
});

test("a burst of 200 sends over 20 phones and 5 IPs stays within the budget", async ({ request }, info) => {
  test.setTimeout(120_000);
  const targets = phones("5", 20, info.project.name);
  const ips = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.5"];
  const statuses: number[] = [];
  for (let round = 0; round < 10; round++) {
    const batch = targets.map((phone, i) => sendOtp(request, phone, ips[i % ips.length]));
    for (const res of await Promise.all(batch)) statuses.push(res.status());
  }
  expect(statuses).toHaveLength(200);
  expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  let sent = 0;
  for (const phone of targets) {
    const { data } = (await (await request.get(`/api/demo/outbox?phone=${phone}`)).json()) as { data: unknown[] };
    // The 30-second cooldown allows one send per phone in a burst; never more than 3 per 10 minutes.
    expect(data.length).toBeLessThanOrEqual(1);
    sent += data.length;
  }
  expect(sent).toBe(statuses.filter((s) => s === 200).length);
  expect(sent).toBeLessThanOrEqual(20);
  const measured = `200 requests → ${sent} SMS, ${200 - sent} refused with 429`;
  test.info().annotations.push({ type: "measured", description: measured });
  console.log(`[measured] ${info.project.name}: ${measured}`);
});
