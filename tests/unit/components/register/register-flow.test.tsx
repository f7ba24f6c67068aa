import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import toast from "react-hot-toast";
import { RegisterFlow } from "@/components/register/register-flow";
import { registerBankAccount, registerPassword } from "@/lib/api/contract/register";
import { FOOTER_BANKS, bankOf } from "@/lib/banks/banks";
import type { Notice } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";
import { useRegisterStore, type PhoneDetails } from "@/stores/register-store";
import { useSessionStore } from "@/stores/session-store";
import { server } from "../../../msw/server";
import { fixtureMember, fixtureOtp, fixtureProfile } from "../../../msw/fixtures";
import { expectFormsPostTo, recordRequests, renderWithClient } from "../helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const PHONE = "0891112222";
const DETAILS: PhoneDetails = { phone: PHONE, birth_date: "1990-05-14", age_confirmed: true };
const thisYearBE = new Date().getFullYear() + 543;

let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
  router.replace.mockReset();
  router.refresh.mockReset();
  router.push.mockReset();
});

afterEach(() => {
  requests.stop();
  vi.useRealTimers();
  useRegisterStore.getState().reset();
  useSessionStore.getState().reset();
  useSessionStore.getState().setIp("");
});

type User = ReturnType<typeof userEvent.setup>;

function renderFlow({ demo = false, fakeTimers = false, notice = null as Notice | null } = {}) {
  const user = fakeTimers ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) : userEvent.setup();
  renderWithClient(<RegisterFlow demo={demo} notice={notice} />);
  return { user };
}

/** Only Date and the countdown's interval are faked: MSW, user-event and waitFor keep real timeouts. */
const fakeClock = () => vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

const phoneInput = () => screen.getByLabelText(th.labels.phone);
const sendButton = () => screen.getByRole("button", { name: th.register.sendOtp });

async function fillPhoneStep(user: User, { phone = PHONE, year = "2533", tick = true } = {}) {
  if (phone) await user.type(phoneInput(), phone);
  await user.selectOptions(screen.getByLabelText(th.register.day), "14");
  await user.selectOptions(screen.getByLabelText(th.register.month), "5");
  await user.selectOptions(screen.getByLabelText(th.register.yearBE), year);
  if (tick) await user.click(screen.getByRole("checkbox", { name: th.register.ageConfirm }));
}

async function throughPhoneStep(user: User) {
  await fillPhoneStep(user);
  await user.click(sendButton());
  await screen.findByText(th.register.otpSentTo("089-111-2222"));
}

const otpInput = () => screen.getByLabelText(th.register.otpLabel);
const resendButton = () => screen.getByRole("button", { name: th.register.resend });

describe("Register step 1: phone, birth date, 20+", () => {
  it("posts to /form/wait before its script runs, never a GET with the phone", () => {
    renderFlow();
    expectFormsPostTo("/form/wait?to=%2Fregister");
  });

  it("shows the wait notice it was sent back with, until the member sends again", async () => {
    const { user } = renderFlow({ notice: { text: th.forms.wait, tone: "info" } });
    expect(screen.getByTestId("form-notice")).toHaveTextContent(th.forms.wait);
    await fillPhoneStep(user);
    await user.click(sendButton());
    expect(screen.queryByTestId("form-notice")).toBeNull();
    await screen.findByText(th.register.otpSentTo("089-111-2222"));
  });

  it("shows the four-step bar with step 1 current", () => {
    renderFlow();
    const bar = screen.getByTestId("step-bar");
    const steps = within(bar).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual(["1เบอร์โทรศัพท์", "2ยืนยัน OTP", "3ตั้งรหัสผ่าน", "4บัญชีธนาคาร"]);
    expect(steps[0]).toHaveAttribute("aria-current", "step");
  });

  it("asks for the phone, the birth date and the confirmation in Thai, and sends nothing", async () => {
    const { user } = renderFlow();
    await user.click(sendButton());
    expect(await screen.findByText(th.validation.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(th.validation.birthDate)).toBeInTheDocument();
    expect(screen.getByText(th.validation.ageConfirm)).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute("aria-invalid", "true");
    expect(requests.seen).toHaveLength(0);
  });

  it("offers Thai month names and Buddhist-era years", () => {
    renderFlow();
    const months = within(screen.getByLabelText(th.register.month)).getAllByRole("option");
    expect(months.map((o) => o.textContent)).toEqual([th.register.month, ...th.register.months]);
    const years = within(screen.getByLabelText(th.register.yearBE)).getAllByRole("option");
    expect(years[1]).toHaveTextContent(String(thisYearBE));
  });

  it("refuses an impossible date (31 February) before sending", async () => {
    const { user } = renderFlow();
    await user.type(phoneInput(), PHONE);
    await user.selectOptions(screen.getByLabelText(th.register.day), "31");
    await user.selectOptions(screen.getByLabelText(th.register.month), "2");
    await user.selectOptions(screen.getByLabelText(th.register.yearBE), "2533");
    await user.click(screen.getByRole("checkbox", { name: th.register.ageConfirm }));
    await user.click(sendButton());
    expect(await screen.findByText(th.validation.birthDate)).toBeInTheDocument();
    expect(requests.seen).toHaveLength(0);
  });

  it("refuses someone under 20 with the Thai message, and sends nothing", async () => {
    const { user } = renderFlow();
    await fillPhoneStep(user, { year: String(thisYearBE - 10) });
    await user.click(sendButton());
    expect(await screen.findByText(th.validation.underAge)).toBeInTheDocument();
    expect(requests.seen).toHaveLength(0);
  });

  it("sends the Gregorian date, the confirmation, the referral key from ck-refferal and the IP", async () => {
    document.cookie = "ck-refferal=GOLD2024; path=/";
    const { user } = renderFlow();
    expect(screen.getByTestId("referral-key")).toHaveTextContent(th.register.referral("GOLD2024"));
    await throughPhoneStep(user);
    expect(await requests.bodiesTo("/api/register/phone")).toEqual([
      { phone: PHONE, birth_date: "1990-05-14", age_confirmed: true, referral_key: "GOLD2024", ip: "203.0.113.7" },
    ]);
    expect(useRegisterStore.getState()).toMatchObject({ mode: "RegisterOtp", phone: PHONE });
    expect(within(screen.getByTestId("step-bar")).getAllByRole("listitem")[1]).toHaveAttribute("aria-current", "step");
  });

  it("ignores a malformed referral cookie", async () => {
    document.cookie = `ck-refferal=${encodeURIComponent("<script>")}; path=/`;
    const { user } = renderFlow();
    expect(screen.queryByTestId("referral-key")).not.toBeInTheDocument();
    await throughPhoneStep(user);
    const [body] = await requests.bodiesTo("/api/register/phone");
    expect(body).not.toHaveProperty("referral_key");
  });

  it("maps a 422 on phone onto the phone field, with the alert and a toast, keeping what was typed", async () => {
    const toastError = vi.spyOn(toast, "error");
    const { user } = renderFlow();
    await fillPhoneStep(user, { phone: fixtureMember.phone });
    await user.click(sendButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(th.accounts.phoneTaken);
    expect(phoneInput()).toHaveAttribute("aria-invalid", "true");
    expect(phoneInput()).toHaveAccessibleDescription(th.accounts.phoneTaken);
    expect(toastError).toHaveBeenCalledWith(th.accounts.phoneTaken, expect.anything());
    expect(phoneInput()).toHaveValue(fixtureMember.phone);
    expect(screen.getByRole("checkbox", { name: th.register.ageConfirm })).toBeChecked();
    expect(useRegisterStore.getState().mode).toBe("RegisterPhone");
  });

  it("shows the API's under-20 refusal on the birth date", async () => {
    server.use(
      http.post("*/api/register/phone", () =>
        HttpResponse.json({ message: th.validation.underAge, errors: { birth_date: [th.validation.underAge] } }, { status: 422 }),
      ),
    );
    const { user } = renderFlow();
    await fillPhoneStep(user);
    await user.click(sendButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(th.validation.underAge);
    expect(screen.getByRole("group", { name: th.register.birthDate })).toHaveAccessibleDescription(th.validation.underAge);
  });

  it("counts down a 429's Retry-After before the member may send again", async () => {
    fakeClock();
    server.use(
      http.post("*/api/register/phone", () =>
        HttpResponse.json({ message: "Too Many Attempts." }, { status: 429, headers: { "Retry-After": "30" } }),
      ),
    );
    const { user } = renderFlow({ fakeTimers: true });
    await fillPhoneStep(user);
    await user.click(sendButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(th.api.tryAgainIn(30));
    expect(sendButton()).toBeDisabled();
    await advance(10_000);
    expect(screen.getByRole("alert")).toHaveTextContent(th.api.tryAgainIn(20));
    await advance(20_000);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it("shows the Thai network message when the API cannot be reached", async () => {
    server.use(http.post("*/api/register/phone", () => HttpResponse.error()));
    const { user } = renderFlow();
    await fillPhoneStep(user);
    await user.click(sendButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(th.api.network);
    expect(phoneInput()).toHaveValue(PHONE);
  });
});

describe("Register step 2: OTP", () => {
  it("posts to /form/wait (back by the Referer) before its script runs", async () => {
    const { user } = renderFlow();
    await throughPhoneStep(user);
    expectFormsPostTo("/form/wait");
  });

  it("has a 6-digit numeric one-time-code input that keeps digits only", async () => {
    const { user } = renderFlow();
    await throughPhoneStep(user);
    expect(otpInput()).toHaveAttribute("inputmode", "numeric");
    expect(otpInput()).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(otpInput(), "12a3 4567");
    expect(otpInput()).toHaveValue("123456");
  });

  it("asks for 6 digits before sending", async () => {
    const { user } = renderFlow();
    await throughPhoneStep(user);
    await user.type(otpInput(), "123");
    await user.click(screen.getByRole("button", { name: th.register.confirmOtp }));
    expect(await screen.findByText(th.validation.otpFormat)).toBeInTheDocument();
    expect(requests.to("/api/register/otp")).toHaveLength(0);
  });

  it("maps a wrong code's 422 onto the OTP field", async () => {
    const { user } = renderFlow();
    await throughPhoneStep(user);
    await user.type(otpInput(), "000000");
    await user.click(screen.getByRole("button", { name: th.register.confirmOtp }));
    expect(await screen.findByRole("alert")).toHaveTextContent(th.accounts.otpInvalid);
    expect(otpInput()).toHaveAttribute("aria-invalid", "true");
    expect(otpInput()).toHaveValue("000000");
  });

  it("a wrong code's toast is dismissed when the right code opens the password step", async () => {
    const dismiss = vi.spyOn(toast, "dismiss");
    const { user } = renderFlow();
    await throughPhoneStep(user);
    await user.type(otpInput(), "000000");
    await user.click(screen.getByRole("button", { name: th.register.confirmOtp }));
    expect(await screen.findByRole("alert")).toHaveTextContent(th.accounts.otpInvalid);
    dismiss.mockClear();
    await user.clear(otpInput());
    await user.type(otpInput(), fixtureOtp);
    await user.click(screen.getByRole("button", { name: th.register.confirmOtp }));
    expect(await screen.findByRole("heading", { name: th.register.passwordTitle })).toBeInTheDocument();
    expect(dismiss).toHaveBeenCalledWith();
  });

  it("on the right code stores the registration expiry and opens RegisterSetpassword", async () => {
    const { user } = renderFlow();
    await throughPhoneStep(user);
    await user.type(otpInput(), fixtureOtp);
    await user.click(screen.getByRole("button", { name: th.register.confirmOtp }));
    expect(await screen.findByRole("heading", { name: th.register.passwordTitle })).toBeInTheDocument();
    expect(await requests.bodiesTo("/api/register/otp")).toEqual([{ phone: PHONE, otp: fixtureOtp }]);
    expect(Number(localStorage.getItem("tokenExpiration"))).toBeGreaterThan(Date.now());
    expect(useRegisterStore.getState().mode).toBe("RegisterSetpassword");
    expect(useSessionStore.getState().loggedIn).toBe(false);
  });

  it("counts down resend_in, then ส่งรหัสอีกครั้ง sends the same details again", async () => {
    fakeClock();
    const { user } = renderFlow({ fakeTimers: true });
    await throughPhoneStep(user);
    expect(screen.getByText(th.register.resendIn(30))).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    await advance(29_000);
    expect(screen.getByText(th.register.resendIn(1))).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    await advance(1_000);
    expect(resendButton()).toBeEnabled();
    await user.click(resendButton());
    await waitFor(() => expect(requests.to("/api/register/phone")).toHaveLength(2));
    const [first, second] = await requests.bodiesTo("/api/register/phone");
    expect(second).toEqual(first);
    expect(await screen.findByText(th.register.resendIn(30))).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
  });

  it("a 429 on resend with Retry-After 30 shows the retry countdown; resend is enabled only after it", async () => {
    fakeClock();
    useRegisterStore.setState({ mode: "RegisterOtp", phone: PHONE, details: DETAILS, resendAt: Date.now() - 1 });
    server.use(
      http.post("*/api/register/phone", () =>
        HttpResponse.json({ message: "Too Many Attempts." }, { status: 429, headers: { "Retry-After": "30" } }),
      ),
    );
    const { user } = renderFlow({ fakeTimers: true });
    expect(resendButton()).toBeEnabled();
    await user.click(resendButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(th.api.tryAgainIn(30));
    expect(screen.getByText(th.register.resendIn(30))).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    await advance(29_000);
    expect(screen.getByText(th.register.resendIn(1))).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(th.api.tryAgainIn(1));
    expect(resendButton()).toBeDisabled();
    await advance(1_000);
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("in demo mode shows the outbox's code, clearly marked", async () => {
    const { user } = renderFlow({ demo: true });
    await throughPhoneStep(user);
    expect(await screen.findByTestId("demo-otp-notice")).toHaveTextContent(th.register.demoNotice(fixtureOtp));
    expect(screen.getByText("โหมดทดลอง: ระบบไม่ได้ส่ง SMS จริง รหัส OTP ของคุณคือ 123456")).toBeInTheDocument();
  });

  it("never asks the outbox when demo mode is off", async () => {
    const { user } = renderFlow({ demo: false });
    await throughPhoneStep(user);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("demo-otp-notice")).not.toBeInTheDocument();
    expect(requests.to("/api/demo/outbox")).toHaveLength(0);
  });

  it("เปลี่ยนเบอร์โทรศัพท์ goes back to step 1 with everything filled in", async () => {
    const { user } = renderFlow();
    await throughPhoneStep(user);
    await user.click(screen.getByRole("button", { name: th.register.changePhone }));
    expect(phoneInput()).toHaveValue(PHONE);
    expect(screen.getByLabelText(th.register.day)).toHaveValue("14");
    expect(screen.getByLabelText(th.register.month)).toHaveValue("5");
    expect(screen.getByLabelText(th.register.yearBE)).toHaveValue("2533");
    expect(screen.getByRole("checkbox", { name: th.register.ageConfirm })).toBeChecked();
  });
});

/** In the browser the registration token travels in its HttpOnly cookie; here the mock just checks the body. */
function acceptRegistrationCalls() {
  server.use(
    http.post("*/api/register/password", async ({ request }) => {
      const parsed = registerPassword.body!.safeParse(await request.json());
      return parsed.success ? HttpResponse.json({ success: true }) : HttpResponse.json({ message: "bad" }, { status: 422 });
    }),
    http.post("*/api/register/bank-account", async ({ request }) => {
      const parsed = registerBankAccount.body!.safeParse(await request.json());
      if (!parsed.success) return HttpResponse.json({ message: "bad" }, { status: 422 });
      return HttpResponse.json({ access_token: "mock-token-test-abcdefghijklmnop", token_type: "bearer", expires_in: 3600 });
    }),
    http.get("*/api/customers/profile", () => HttpResponse.json({ data: { ...fixtureProfile, phone: PHONE } })),
  );
}

describe("Register step 3: RegisterSetpassword", () => {
  beforeEach(() => useRegisterStore.setState({ mode: "RegisterSetpassword", phone: PHONE, details: DETAILS }));

  const passwordInput = () => screen.getByLabelText(th.password.label, { selector: "input" });
  const confirmInput = () => screen.getByLabelText(th.password.confirm, { selector: "input" });
  const ticked = () =>
    within(screen.getByTestId("password-checklist"))
      .getAllByRole("listitem")
      .filter((li) => li.dataset.ok === "true")
      .map((li) => li.dataset.rule);

  it("posts to /form/wait before its script runs, never a GET with the password", () => {
    renderFlow();
    expectFormsPostTo("/form/wait?to=%2Fregister");
  });

  it("ticks the password hints as the member types", async () => {
    const { user } = renderFlow();
    expect(ticked()).toEqual([]);
    await user.type(passwordInput(), "abc");
    expect(ticked()).toEqual(["lower", "letter"]);
    await user.type(passwordInput(), "DEF");
    expect(ticked()).toEqual(["lower", "upper", "letter"]);
    await user.type(passwordInput(), "12");
    expect(ticked()).toEqual(["length", "lower", "upper", "digit", "letter"]);
    await user.type(passwordInput(), "12345678");
    expect(ticked()).toEqual(["lower", "upper", "digit", "letter"]);
    expect(screen.getByTestId("password-checklist")).toHaveTextContent(th.password.rules.length);
  });

  it("shows and hides the password", async () => {
    const { user } = renderFlow();
    expect(passwordInput()).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: `${th.auth.showPassword} (${th.password.label})` }));
    expect(passwordInput()).toHaveAttribute("type", "text");
  });

  it("refuses a weak password in Thai before sending", async () => {
    const { user } = renderFlow();
    await user.type(passwordInput(), "abcdefgh");
    await user.type(confirmInput(), "abcdefgh");
    await user.click(screen.getByRole("button", { name: th.register.next }));
    expect(await screen.findByText(th.validation.passwordUpper)).toBeInTheDocument();
    expect(requests.seen).toHaveLength(0);
  });

  it("shows ระบุรหัสผ่านใหม่ และยืนยันรหัสผ่านให้ตรงกัน for a mismatch, and sends nothing", async () => {
    const { user } = renderFlow();
    await user.type(passwordInput(), "Abcd1234");
    await user.type(confirmInput(), "Abcd1235");
    await user.click(screen.getByRole("button", { name: th.register.next }));
    expect(await screen.findByText("ระบุรหัสผ่านใหม่ และยืนยันรหัสผ่านให้ตรงกัน")).toBeInTheDocument();
    expect(confirmInput()).toHaveAttribute("aria-invalid", "true");
    expect(requests.seen).toHaveLength(0);
  });

  it("sends the password and opens RegisterBank", async () => {
    acceptRegistrationCalls();
    const { user } = renderFlow();
    await user.type(passwordInput(), "Abcd1234");
    await user.type(confirmInput(), "Abcd1234");
    await user.click(screen.getByRole("button", { name: th.register.next }));
    expect(await screen.findByRole("heading", { name: th.register.bankTitle })).toBeInTheDocument();
    expect(await requests.bodiesTo("/api/register/password")).toEqual([{ password: "Abcd1234", password_confirmation: "Abcd1234" }]);
    expect(useRegisterStore.getState().mode).toBe("RegisterBank");
  });

  it("goes back to step 1 when the registration session is gone (401)", async () => {
    const toastError = vi.spyOn(toast, "error");
    const { user } = renderFlow();
    await user.type(passwordInput(), "Abcd1234");
    await user.type(confirmInput(), "Abcd1234");
    await user.click(screen.getByRole("button", { name: th.register.next }));
    expect(await screen.findByLabelText(th.labels.phone)).toHaveValue(PHONE);
    expect(toastError).toHaveBeenCalledWith(th.register.expired, expect.anything());
  });
});

describe("Register step 4: RegisterBank and the register-bank dialog", () => {
  beforeEach(() => useRegisterStore.setState({ mode: "RegisterBank", phone: PHONE, details: DETAILS }));

  const accountInput = () => screen.getByLabelText(th.register.accountNumber);
  const nameInput = () => screen.getByLabelText(th.register.accountName);
  const bankDialog = () => screen.getByTestId("register-bank-dialog");

  async function chooseKbank(user: User) {
    await user.click(screen.getByTestId("bank-picker"));
    const sheet = await screen.findByRole("dialog", { name: th.register.chooseBank });
    await user.type(within(sheet).getByRole("searchbox"), "กสิกร");
    await user.click(within(sheet).getByRole("button", { name: /ธนาคารกสิกรไทย/ }));
  }

  async function fillBank(user: User) {
    await chooseKbank(user);
    await user.type(accountInput(), "1234567890");
    await user.type(nameInput(), "สมหญิง ใจงาม");
    await user.click(screen.getByRole("button", { name: th.register.next }));
  }

  it("posts to /form/wait before its script runs", () => {
    renderFlow();
    expectFormsPostTo("/form/wait?to=%2Fregister");
  });

  it("asks for bank, account number and name in Thai before anything else", async () => {
    const { user } = renderFlow();
    await user.click(screen.getByRole("button", { name: th.register.next }));
    expect(await screen.findByText(th.validation.bankRequired)).toBeInTheDocument();
    expect(screen.getByText(th.validation.accountNumberFormat)).toBeInTheDocument();
    expect(screen.getByText(th.validation.nameRequired)).toBeInTheDocument();
    expect(bankDialog()).not.toHaveAttribute("open");
    expect(requests.seen).toHaveLength(0);
  });

  it("lists the footer's 14 banks first, each with its key badge and Thai name, and no PromptPay", async () => {
    const { user } = renderFlow();
    await user.click(screen.getByTestId("bank-picker"));
    const sheet = await screen.findByRole("dialog", { name: th.register.chooseBank });
    const options = within(sheet).getAllByRole("button").filter((b) => b.closest("li"));
    expect(options.slice(0, 14).map((o) => o.textContent)).toEqual(
      FOOTER_BANKS.map((k) => expect.stringContaining(bankOf(k)!.thai_name)),
    );
    expect(options[0]).toHaveTextContent("KBANK");
    expect(within(sheet).queryByText(/PromptPay/)).not.toBeInTheDocument();
  });

  it("opens the dialog with bank, number, name and the warning; แก้ไข closes it and keeps everything", async () => {
    const { user } = renderFlow();
    await fillBank(user);
    const dialog = await screen.findByRole("dialog", { name: th.register.confirmBankTitle });
    expect(dialog).toHaveTextContent("ธนาคารกสิกรไทย");
    expect(dialog).toHaveTextContent("1234567890");
    expect(dialog).toHaveTextContent("สมหญิง ใจงาม");
    expect(dialog).toHaveTextContent(th.register.confirmBankWarning);
    await user.click(within(dialog).getByRole("button", { name: th.register.edit }));
    expect(bankDialog()).not.toHaveAttribute("open");
    expect(accountInput()).toHaveValue("1234567890");
    expect(screen.getByTestId("bank-picker")).toHaveTextContent("ธนาคารกสิกรไทย");
    expect(requests.seen).toHaveLength(0);
  });

  it("ยืนยัน registers the account with the phone from step 1, logs in and shows RegisterFinal", async () => {
    acceptRegistrationCalls();
    const { user } = renderFlow();
    await fillBank(user);
    await user.click(within(await screen.findByRole("dialog", { name: th.register.confirmBankTitle })).getByRole("button", { name: th.register.confirm }));
    const final = await screen.findByTestId("register-final");
    expect(await requests.bodiesTo("/api/register/bank-account")).toEqual([
      { phone: PHONE, bank: "kbank", account_number: "1234567890", name: "สมหญิง ใจงาม", line: "" },
    ]);
    expect(final).toHaveTextContent(th.register.successTitle);
    expect(final).toHaveTextContent("089-111-2222");
    expect(final).toHaveTextContent("gm891112222");
    expect(useSessionStore.getState().loggedIn).toBe(true);
    expect(Number(localStorage.getItem("tokenExpiration"))).toBeGreaterThan(Date.now());
    await waitFor(() => expect(requests.to("/api/customers/profile")).toHaveLength(1));
    for (const li of within(screen.getByTestId("step-bar")).getAllByRole("listitem")) expect(li).toHaveAttribute("data-state", "done");

    await user.click(screen.getByRole("button", { name: th.register.startPlaying }));
    expect(router.replace).toHaveBeenCalledWith("/");
    expect(router.refresh).toHaveBeenCalled();
    expect(useRegisterStore.getState().mode).toBe("RegisterPhone");
  });

  it("maps a 422 on account_number back onto the form after the dialog closes", async () => {
    server.use(
      http.post("*/api/register/bank-account", () =>
        HttpResponse.json({ message: th.accounts.accountTaken, errors: { account_number: [th.accounts.accountTaken] } }, { status: 422 }),
      ),
    );
    const { user } = renderFlow();
    await fillBank(user);
    await user.click(within(await screen.findByRole("dialog", { name: th.register.confirmBankTitle })).getByRole("button", { name: th.register.confirm }));
    expect(await screen.findByRole("alert")).toHaveTextContent(th.accounts.accountTaken);
    expect(accountInput()).toHaveAttribute("aria-invalid", "true");
    expect(accountInput()).toHaveAccessibleDescription(th.accounts.accountTaken);
    expect(bankDialog()).not.toHaveAttribute("open");
    expect(nameInput()).toHaveValue("สมหญิง ใจงาม");
    expect(useSessionStore.getState().loggedIn).toBe(false);
  });
});
