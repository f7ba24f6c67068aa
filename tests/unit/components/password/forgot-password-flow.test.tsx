import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { ForgotPasswordFlow } from "@/components/password/forgot-password-flow";
import { th } from "@/lib/i18n/th";
import { server } from "../../../msw/server";
import { fixtureMember, fixtureOtp } from "../../../msw/fixtures";
import { expectFormsPostTo, recordRequests, renderWithClient } from "../helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const USERNAME = "gm812345678";
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
  router.push.mockReset();
});
afterEach(() => requests.stop());

type User = ReturnType<typeof userEvent.setup>;

function renderFlow(demo = false) {
  const user = userEvent.setup();
  renderWithClient(<ForgotPasswordFlow demo={demo} />);
  return { user };
}

const popup = (name: string) => screen.getByRole("dialog", { name });

async function start(user: User, phone = fixtureMember.phone, username = USERNAME) {
  if (phone) await user.type(screen.getByLabelText(th.labels.phone), phone);
  if (username) await user.type(screen.getByLabelText(th.password.username), username);
  await user.click(screen.getByRole("button", { name: th.register.sendOtp }));
}

async function confirmOtp(user: User, code = fixtureOtp) {
  const otp = await screen.findByRole("dialog", { name: th.password.otpTitle });
  await user.type(within(otp).getByLabelText(th.register.otpLabel), code);
  await user.click(within(otp).getByRole("button", { name: th.register.confirmOtp }));
}

describe("Forgot password: phone + username", () => {
  it("posts to /form/wait before its script runs, never a GET with the phone and username", () => {
    renderFlow();
    expectFormsPostTo("/form/wait?to=%2Fforgetpassword");
  });

  it("hints how the username is made and asks for both fields in Thai, sending nothing", async () => {
    const { user } = renderFlow();
    expect(screen.getByLabelText(th.password.username)).toHaveAccessibleDescription(
      "ชื่อผู้ใช้ขึ้นต้นด้วย gm ตามด้วยเบอร์โทรศัพท์ไม่มีเลข 0 ตัวแรก",
    );
    await start(user, "", "");
    expect(await screen.findByText(th.validation.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(th.validation.usernameRequired)).toBeInTheDocument();
    expect(requests.seen).toHaveLength(0);
  });

  it("a 429 keeps the member on the form with the retry countdown", async () => {
    server.use(
      http.post("*/api/reset-password/start", () =>
        HttpResponse.json({ message: "Too Many Attempts." }, { status: 429, headers: { "Retry-After": "30" } }),
      ),
    );
    const { user } = renderFlow();
    await start(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(th.api.tryAgainIn(30));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText(th.labels.phone)).toHaveValue(fixtureMember.phone);
  });
});

describe("Forgot password: the three popups", () => {
  it("goes OTP popup → new-password popup → complete popup, carrying the token from /start", async () => {
    const { user } = renderFlow();
    await start(user);

    const otp = await screen.findByRole("dialog", { name: th.password.otpTitle });
    expectFormsPostTo("/form/wait", otp);
    expect(otp).toHaveTextContent(th.register.otpSentTo("081-234-5678"));
    expect(within(otp).getByRole("button", { name: th.register.resend })).toBeDisabled();
    expect(within(otp).getByText(th.register.resendIn(30))).toBeInTheDocument();
    await confirmOtp(user);

    const newPassword = await screen.findByRole("dialog", { name: th.password.newTitle });
    expectFormsPostTo("/form/wait?to=%2Fforgetpassword", newPassword);
    expect(screen.queryByRole("dialog", { name: th.password.otpTitle })).not.toBeInTheDocument();
    await user.type(within(newPassword).getByLabelText(th.password.new, { selector: "input" }), "Fresh123");
    expect(
      within(newPassword)
        .getAllByRole("listitem")
        .every((li) => li.dataset.ok === "true"),
    ).toBe(true);
    await user.type(within(newPassword).getByLabelText(th.password.confirmNew, { selector: "input" }), "Fresh123");
    await user.click(within(newPassword).getByRole("button", { name: th.password.save }));

    const done = await screen.findByRole("dialog", { name: th.password.completeTitle });
    expect(within(done).getByRole("link", { name: th.password.toLogin })).toHaveAttribute("href", "/login");

    const [startBody] = await requests.bodiesTo("/api/reset-password/start");
    const [confirmOtpBody] = await requests.bodiesTo("/api/reset-password/confirm-otp");
    const [confirmPasswordBody] = await requests.bodiesTo("/api/reset-password/confirm-password");
    expect(startBody).toEqual({ phone: fixtureMember.phone, ufabet_username: USERNAME });
    expect(confirmOtpBody).toMatchObject({ phone: fixtureMember.phone, ufabet_username: USERNAME, otp: fixtureOtp });
    expect(confirmOtpBody.token).toMatch(/^mock-reset-/);
    expect(confirmPasswordBody).toEqual({
      phone: fixtureMember.phone,
      ufabet_username: USERNAME,
      token: confirmOtpBody.token,
      otp: fixtureOtp,
      password: "Fresh123",
      password_confirmation: "Fresh123",
    });

    // The member can log in with the new password at once.
    const login = await fetch(new URL("/api/login", window.location.href), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: fixtureMember.phone, password: "Fresh123" }),
    });
    expect(login.status).toBe(200);
  });

  it("shows the mismatch message in the new-password popup and sends nothing", async () => {
    const { user } = renderFlow();
    await start(user);
    await confirmOtp(user);
    const dialog = await screen.findByRole("dialog", { name: th.password.newTitle });
    await user.type(within(dialog).getByLabelText(th.password.new, { selector: "input" }), "Fresh123");
    await user.type(within(dialog).getByLabelText(th.password.confirmNew, { selector: "input" }), "Fresh124");
    await user.click(within(dialog).getByRole("button", { name: th.password.save }));
    expect(await within(dialog).findByText(th.validation.passwordMismatch)).toBeInTheDocument();
    expect(requests.to("/api/reset-password/confirm-password")).toHaveLength(0);
  });

  it("a wrong code stays in the OTP popup with the message on the field", async () => {
    const { user } = renderFlow();
    await start(user);
    await confirmOtp(user, "654321");
    const otp = popup(th.password.otpTitle);
    expect(await within(otp).findByRole("alert")).toHaveTextContent(th.accounts.otpInvalid);
    expect(within(otp).getByLabelText(th.register.otpLabel)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("dialog", { name: th.password.newTitle })).not.toBeInTheDocument();
  });

  it("shows the demo outbox's code in the OTP popup in demo mode", async () => {
    const { user } = renderFlow(true);
    await start(user);
    const otp = await screen.findByRole("dialog", { name: th.password.otpTitle });
    expect(await within(otp).findByTestId("demo-otp-notice")).toHaveTextContent(th.register.demoNotice(fixtureOtp));
  });

  it("closing the OTP popup returns to the form with what was typed", async () => {
    const { user } = renderFlow();
    await start(user);
    const otp = await screen.findByRole("dialog", { name: th.password.otpTitle });
    await user.click(within(otp).getByRole("button", { name: th.labels.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText(th.password.username)).toHaveValue(USERNAME);
  });
});
