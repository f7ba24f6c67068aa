import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { LimitsSection } from "@/components/account/limits-section";
import { RealityCheckSection } from "@/components/account/reality-check-section";
import { ExclusionSection } from "@/components/account/exclusion-section";
import { SessionsSection } from "@/components/account/sessions-section";
import { TwoFactorSection } from "@/components/account/two-factor-section";
import { AccountView } from "@/components/account/account-view";
import { th } from "@/lib/i18n/th";
import { ACK_KEY } from "@/lib/protection/reality-check";
import { actAsMember } from "../../../msw/handlers";
import { server } from "../../../msw/server";
import { fixtureMember } from "../../../msw/fixtures";
import { MOCK_OTHER_DEVICE, MOCK_RECOVERY_CODES, MOCK_TOTP_CODE, MOCK_TOTP_SECRET, setMockProtection } from "../../../msw/protection";
import { asLoggedInMember, expectFormsPostTo, recordRequests, renderWithClient } from "../helpers";

const t = th.account;
asLoggedInMember();
let log: ReturnType<typeof recordRequests>;
beforeEach(() => {
  actAsMember();
  log = recordRequests();
});
afterEach(() => log.stop());
/** The JSON bodies sent to a path with a method (GETs of the same path have none). */
const sent = (path: string, method: string) =>
  Promise.all(log.seen.filter((r) => new URL(r.url).pathname === path && r.method === method).map((r) => r.clone().json()));

describe("/account", () => {
  it("has every section under its anchor, linked from the bar at the top", () => {
    const { container } = renderWithClient(<AccountView />);
    for (const id of ["limits", "reality-check", "exclusion", "sessions", "two-factor"]) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
      expect(container.querySelector(`nav a[href="#${id}"]`)).not.toBeNull();
    }
  });
});

describe("deposit limits", () => {
  const field = (k: "daily" | "weekly" | "monthly") => screen.getByLabelText(t.limitLabel(k));
  const save = () => screen.getByRole("button", { name: t.saveLimits });

  it("keeps the space while loading, then shows no limit for each period", async () => {
    renderWithClient(<LimitsSection />);
    expect(screen.getByRole("status", { name: t.limitsTitle })).toHaveStyle({ height: "520px" });
    for (const k of ["daily", "weekly", "monthly"] as const) expect(await screen.findByTestId(`limit-${k}`)).toHaveTextContent(t.noLimit);
    expectFormsPostTo("/form/wait?to=%2Faccount");
  });

  it("sends only the period changed; a decrease applies at once, a raise waits and says when", async () => {
    const user = userEvent.setup();
    renderWithClient(<LimitsSection />);
    await user.type(await screen.findByLabelText(t.limitLabel("daily")), "500");
    await user.click(save());
    expect(await screen.findByTestId("limits-saved")).toHaveTextContent(th.protection.limitsSaved);
    expect(await sent("/api/customers/limits", "PUT")).toEqual([{ daily: 500 }]);
    expect(screen.getByTestId("limit-daily")).toHaveTextContent("฿500.00");
    expect(screen.getByTestId("limit-daily")).toHaveTextContent("ฝากได้อีก ฿500.00");

    await user.clear(field("daily"));
    await user.type(field("daily"), "800");
    await user.click(save());
    const pending = await screen.findByTestId("limit-daily-pending");
    expect(pending).toHaveTextContent(/^รอเพิ่มเป็น ฿800.00 มีผล \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d$/);
    // Still ฿500 in force, and the field shows the limit to come.
    expect(screen.getByTestId("limit-daily")).toHaveTextContent("฿500.00");
    expect(field("daily")).toHaveValue("800");
    expect((await sent("/api/customers/limits", "PUT"))[1]).toEqual({ daily: 800 });
  });

  it("refuses bad input in Thai before sending, keeping what was typed", async () => {
    const user = userEvent.setup();
    renderWithClient(<LimitsSection />);
    await user.type(await screen.findByLabelText(t.limitLabel("weekly")), "12.345");
    await user.click(save());
    expect(await screen.findByText(t.limitInvalid)).toBeInTheDocument();
    expect(field("weekly")).toHaveValue("12.345");
    expect(log.to("/api/customers/limits").filter((r) => r.method === "PUT")).toHaveLength(0);
  });

  it("shows the API's 422 on its field and its refusal in the alert", async () => {
    server.use(
      http.put("*/api/customers/limits", () =>
        HttpResponse.json({ message: th.protection.limitFormat, errors: { monthly: [th.protection.limitFormat] } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<LimitsSection />);
    await user.type(await screen.findByLabelText(t.limitLabel("monthly")), "99999");
    await user.click(save());
    expect(await screen.findAllByText(th.protection.limitFormat)).not.toHaveLength(0);
    expect(field("monthly")).toHaveValue("99999");
  });

  it("says so when nothing changed", async () => {
    const user = userEvent.setup();
    renderWithClient(<LimitsSection />);
    await screen.findByTestId("limits-form");
    await user.click(save());
    expect(await screen.findByText(t.limitsUnchanged)).toBeInTheDocument();
    expect(log.to("/api/customers/limits").filter((r) => r.method === "PUT")).toHaveLength(0);
  });
});

describe("reality check interval", () => {
  it("saves the interval chosen, confirms it and counts the reminder from now", async () => {
    const user = userEvent.setup();
    renderWithClient(<RealityCheckSection />);
    await user.click(await screen.findByRole("radio", { name: t.realityChoices[30] }));
    expect(await screen.findByTestId("reality-saved")).toHaveTextContent("ตั้งค่าแล้ว: เตือนทุก 30 นาที");
    expect(await sent("/api/customers/reality-check", "PUT")).toEqual([{ interval_minutes: 30 }]);
    expect(screen.getByRole("radio", { name: t.realityChoices[30] })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(ACK_KEY)!)).toMatchObject({ at: expect.any(Number) });
    expect(screen.getByTestId("reality-elapsed")).toHaveTextContent(/^รอบนี้เข้าสู่ระบบมาแล้ว \d+ นาที$/);
  });

  it("on a failure says so and keeps the interval the server has", async () => {
    server.use(http.put("*/api/customers/reality-check", () => HttpResponse.json({ message: "ระบบขัดข้องชั่วคราว" }, { status: 500 })));
    const user = userEvent.setup();
    renderWithClient(<RealityCheckSection />);
    await user.click(await screen.findByRole("radio", { name: t.realityChoices[60] }));
    expect(await screen.findByTestId("reality-error")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: t.realityChoices[0] })).toBeChecked();
  });
});

describe("time-out and self-exclusion", () => {
  const password = () => screen.getByLabelText(t.exclusionPassword, { selector: "input" });
  const next = () => screen.getByRole("button", { name: t.exclusionContinue });

  it("asks for the password, then confirms stating the end and that it cannot be undone, then records it", async () => {
    const user = userEvent.setup();
    renderWithClient(<ExclusionSection />);
    await user.click(await screen.findByRole("radio", { name: t.periods["7d"] }));
    await user.type(password(), fixtureMember.password);
    await user.click(next());
    const dialog = await screen.findByTestId("exclusion-confirm");
    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByText(t.confirmTimeoutTitle)).toBeInTheDocument();
    expect(within(dialog).getByTestId("exclusion-confirm-until")).toHaveTextContent(/^7 วัน · ตั้งแต่ตอนนี้จนถึง \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d/);
    expect(dialog).toHaveTextContent(t.confirmIrreversibleTimeout);
    // Back: nothing sent.
    await user.click(within(dialog).getByRole("button", { name: t.goBack }));
    expect(log.to("/api/customers/self-exclusion").filter((r) => r.method === "POST")).toHaveLength(0);

    await user.click(next());
    await user.click(await screen.findByRole("button", { name: t.confirmTimeout }));
    expect(await screen.findByTestId("exclusion-done")).toHaveTextContent(/^คุณพักการเล่นอยู่จนถึง \d\d\/\d\d\/\d\d/);
    expect(await sent("/api/customers/self-exclusion", "POST")).toEqual([{ period: "7d", password: fixtureMember.password }]);
    expect(screen.getByTestId("exclusion-active")).toHaveTextContent("คุณพักการเล่นอยู่จนถึง");
    // Only a longer period may be asked now.
    expect(screen.getByRole("radio", { name: t.periods["24h"] })).toBeDisabled();
    expect(screen.getByRole("radio", { name: t.periods["30d"] })).toBeEnabled();
  });

  it("a self-exclusion's confirmation says not even the staff can undo it", async () => {
    const user = userEvent.setup();
    renderWithClient(<ExclusionSection />);
    await user.click(await screen.findByRole("radio", { name: t.periods.permanent }));
    await user.type(password(), "x");
    await user.click(next());
    const dialog = await screen.findByTestId("exclusion-confirm");
    expect(dialog).toHaveTextContent(t.confirmExclusionTitle);
    expect(dialog).toHaveTextContent(t.confirmForever);
    expect(dialog).toHaveTextContent(t.confirmIrreversibleExclusion);
  });

  it("a wrong password comes back on the field, the period still chosen", async () => {
    const user = userEvent.setup();
    renderWithClient(<ExclusionSection />);
    await user.click(await screen.findByRole("radio", { name: t.periods["6m"] }));
    await user.type(password(), "Wrong9999");
    await user.click(next());
    await user.click(await screen.findByRole("button", { name: t.confirmExclusion }));
    expect(await screen.findAllByText(th.protection.passwordWrong)).not.toHaveLength(0);
    expect(screen.getByRole("radio", { name: t.periods["6m"] })).toBeChecked();
    expect(screen.queryByTestId("exclusion-active")).not.toBeInTheDocument();
  });

  it("needs a period and the password before it asks anything", async () => {
    const user = userEvent.setup();
    renderWithClient(<ExclusionSection />);
    await screen.findByTestId("exclusion-form");
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: t.periods["24h"] }));
    await user.click(next());
    expect(await screen.findByText(th.validation.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.confirmTimeout })).not.toBeInTheDocument();
  });

  it("a permanent self-exclusion in force leaves nothing to choose", async () => {
    setMockProtection(fixtureMember.phone, { exclusion: { kind: "self_exclusion", endsAt: null } });
    renderWithClient(<ExclusionSection />);
    expect(await screen.findByTestId("exclusion-active")).toHaveTextContent(th.protection.excludedForever);
    expect(screen.queryByTestId("exclusion-form")).not.toBeInTheDocument();
  });
});

describe("sessions and login history", () => {
  it("lists this device and the others; ends one, then says only this one is left", async () => {
    const user = userEvent.setup();
    renderWithClient(<SessionsSection />);
    const other = await screen.findByTestId("session-other");
    expect(other).toHaveTextContent(MOCK_OTHER_DEVICE);
    expect(other).toHaveTextContent("IP 198.51.100.23");
    expect(other).toHaveTextContent(/เข้าสู่ระบบ \d\d\/\d\d\/\d\d/);
    expect(other).toHaveTextContent(/ใช้งานล่าสุด \d\d\/\d\d\/\d\d/);
    expect(screen.getByTestId("session-current")).toHaveTextContent(t.thisDevice);
    expect(within(screen.getByTestId("session-current")).queryByRole("button")).not.toBeInTheDocument();

    await user.click(within(other).getByRole("button", { name: t.endSessionOf(MOCK_OTHER_DEVICE) }));
    expect(await screen.findByTestId("sessions-only-this")).toBeInTheDocument();
    expect(log.to("/api/customers/sessions/9001").map((r) => r.method)).toEqual(["DELETE"]);
    expect(screen.queryByTestId("session-other")).not.toBeInTheDocument();
  });

  it("ends every other device at once", async () => {
    const user = userEvent.setup();
    renderWithClient(<SessionsSection />);
    await screen.findByTestId("session-other");
    await user.click(screen.getByRole("button", { name: t.endOthers }));
    expect(await screen.findByTestId("sessions-only-this")).toBeInTheDocument();
    expect(log.to("/api/customers/sessions").filter((r) => r.method === "DELETE")).toHaveLength(1);
  });

  it("shows the login history, failed attempts marked", async () => {
    renderWithClient(<SessionsSection />);
    const history = await screen.findByTestId("login-history");
    await waitFor(() => expect(within(history).getAllByTestId("login-ok")).toHaveLength(2));
    expect(within(history).getByTestId("login-failed")).toHaveTextContent(t.historyFailed);
    expect(within(history).getByTestId("login-failed")).toHaveTextContent("IP 198.51.100.23");
  });
});

describe("two-factor", () => {
  it("sets up with a QR of the otpauth URL and the secret, enables with a code, shows the recovery codes once", async () => {
    const user = userEvent.setup();
    renderWithClient(<TwoFactorSection />);
    await user.click(await screen.findByRole("button", { name: t.twoFactorStart }));
    const setup = await screen.findByTestId("two-factor-setup");
    expect(within(setup).getByTestId("qr-code").getAttribute("data-payload")).toMatch(/^otpauth:\/\/totp\/GOLDMOON%3A0812345678\?secret=/);
    expect(within(setup).getByTestId("two-factor-secret")).toHaveAttribute("data-secret", MOCK_TOTP_SECRET);
    expect(within(setup).getByTestId("two-factor-secret")).toHaveTextContent("JBSW Y3DP");
    expectFormsPostTo("/form/wait?to=%2Faccount", setup.parentElement!);

    await user.type(screen.getByLabelText(t.codeLabel), "000000");
    await user.click(screen.getByRole("button", { name: t.enable }));
    expect(await screen.findByTestId("two-factor-error")).toHaveTextContent(th.protection.totpWrong);
    await user.clear(screen.getByLabelText(t.codeLabel));
    await user.type(screen.getByLabelText(t.codeLabel), MOCK_TOTP_CODE);
    await user.click(screen.getByRole("button", { name: t.enable }));
    const codes = await screen.findByTestId("recovery-codes");
    expect(within(codes).getAllByRole("listitem").map((li) => li.textContent)).toEqual(MOCK_RECOVERY_CODES);
    await user.click(screen.getByRole("button", { name: t.recoveryDone }));
    expect(await screen.findByTestId("two-factor-status")).toHaveTextContent(`${t.twoFactorOn} · ${t.codesLeft(10)}`);
    expect(screen.queryByTestId("recovery-codes")).not.toBeInTheDocument();
  });

  it("turns off only with the password and a code", async () => {
    setMockProtection(fixtureMember.phone, { totp: { setUp: true, enabled: true, usedRecovery: new Set() } });
    const user = userEvent.setup();
    renderWithClient(<TwoFactorSection />);
    const form = await screen.findByTestId("two-factor-disable");
    const code = within(form).getByLabelText(t.disableCodeLabel);
    const pw = within(form).getByLabelText(t.passwordLabel, { selector: "input" });
    await user.type(code, MOCK_TOTP_CODE);
    await user.click(within(form).getByRole("button", { name: t.disable }));
    expect(await screen.findByText(th.validation.passwordRequired)).toBeInTheDocument();
    expect(log.to("/api/customers/2fa/disable")).toHaveLength(0);

    await user.type(pw, "Wrong9999");
    await user.click(within(form).getByRole("button", { name: t.disable }));
    expect(await screen.findAllByText(th.protection.passwordWrong)).not.toHaveLength(0);
    await user.clear(pw);
    await user.type(pw, fixtureMember.password);
    await user.click(within(form).getByRole("button", { name: t.disable }));
    expect(await screen.findByRole("button", { name: t.twoFactorStart })).toBeInTheDocument();
    expect((await log.bodiesTo("/api/customers/2fa/disable")).at(-1)).toEqual({ password: fixtureMember.password, code: MOCK_TOTP_CODE });
  });
});

describe("errors while loading", () => {
  it("says so in Thai with a retry, in the space the section keeps", async () => {
    let fail = true;
    server.use(http.get("*/api/customers/limits", () => (fail ? HttpResponse.json({ message: "x" }, { status: 500 }) : undefined)));
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithClient(<LimitsSection />);
    const failed = await screen.findByText(t.loadFailed, {}, { timeout: 8000 });
    fail = false;
    await user.click(within(failed.parentElement!).getByRole("button", { name: t.retry }));
    expect(await screen.findByTestId("limit-daily")).toBeInTheDocument();
  });
});
