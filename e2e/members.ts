import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { t } from "./support";

/** Members made by the e2e specs through the real API (the demo member's credit stays as seeded for the others). */

export const ADULT = "1990-01-15";

/** A phone unique to this run, slot and project: rate limits and unique phones never collide across runs. */
export function freshPhone(slot: number, project: string): string {
  const seed = (Date.now() % 1_000_000) * 100 + slot * 2 + (project.startsWith("desktop") ? 1 : 0);
  return `06${String(seed % 100_000_000).padStart(8, "0")}`;
}

/** The newest code the demo outbox holds for a phone. */
export async function latestCode(request: APIRequestContext, phone: string, notThe?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get(`/api/demo/outbox?phone=${phone}`)).json()) as { data: { code: string | null }[] };
      code = data[0]?.code ?? null;
      // `notThe`: a code sent earlier to this phone, which the newest must not be yet.
      return code !== null && code !== notThe ? code : null;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * A complete registration through the API, as the pages do it; leaves the context logged in as the new member.
 * `opts.referralKey` is what the register form sends from the ck-refferal cookie; `opts.bank`/`opts.accountNumber`
 * the bank step's (by default SCB and a number made from the phone).
 */
export async function registerViaApi(
  request: APIRequestContext,
  phone: string,
  password = "Secret123",
  opts: { referralKey?: string; bank?: string; accountNumber?: string; name?: string } = {},
) {
  // Each member from their own address and network (198.18.0.0/15, by the phone's slot), as real members are: the
  // API allows 20 SMS per address and 60 per /24 per hour, and the specs together register more members than that.
  const headers = { "x-forwarded-for": `198.18.${Number(phone.slice(-2))}.1` };
  const data = { phone, ip: "", birth_date: ADULT, age_confirmed: true, ...(opts.referralKey ? { referral_key: opts.referralKey } : {}) };
  const start = await request.post("/api/register/phone", { data, headers });
  expect(start.ok(), `register/phone ${start.status()} ${await start.text()}`).toBe(true);
  const otp = await latestCode(request, phone);
  expect((await request.post("/api/register/otp", { data: { phone, otp } })).ok()).toBe(true);
  expect((await request.post("/api/register/password", { data: { password, password_confirmation: password } })).ok()).toBe(true);
  const bank = { phone, bank: opts.bank ?? "scb", account_number: opts.accountNumber ?? `5${phone.slice(1)}`, name: opts.name ?? "ทดสอบ ระบบ", line: "" };
  expect((await request.post("/api/register/bank-account", { data: bank })).ok()).toBe(true);
}

/** Registration's first step as a visitor fills it (born 15/1/2533, aged 20+) and asks for the code. */
export async function submitRegisterPhone(page: Page, phone: string) {
  await page.getByLabel(t.phone).fill(phone);
  await page.getByLabel("วัน", { exact: true }).selectOption("15");
  await page.getByLabel("เดือน", { exact: true }).selectOption("1");
  await page.getByLabel("ปี พ.ศ.").selectOption("2533");
  await page.getByText("ข้าพเจ้ามีอายุ 20 ปีขึ้นไป").click();
  await page.getByRole("button", { name: "ขอรหัส OTP" }).click();
}
