import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import toast from "react-hot-toast";
import { ChangePasswordForm } from "@/components/password/change-password-form";
import { customersUpdatePassword } from "@/lib/api/contract/customers";
import type { Notice } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";
import { useSessionStore } from "@/stores/session-store";
import { server } from "../../../msw/server";
import { fixtureMember } from "../../../msw/fixtures";
import { expectFormsPostTo, recordRequests, renderWithClient } from "../helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
  router.replace.mockReset();
  router.refresh.mockReset();
  useSessionStore.getState().loggedInUntil(Date.now() + 3_600_000);
  localStorage.setItem("tokenExpiration", String(Date.now() + 3_600_000));
  // In the browser the session travels in the HttpOnly cookie; this stand-in checks the old password itself.
  server.use(
    http.post("*/api/customers/update-password", async ({ request }) => {
      const parsed = customersUpdatePassword.body!.safeParse(await request.json());
      if (!parsed.success) return HttpResponse.json({ message: "bad" }, { status: 422 });
      if (parsed.data.old_password !== fixtureMember.password) {
        return HttpResponse.json(
          { message: th.accounts.oldPasswordWrong, errors: { old_password: [th.accounts.oldPasswordWrong] } },
          { status: 422 },
        );
      }
      return HttpResponse.json({ success: true });
    }),
  );
});
afterEach(() => {
  requests.stop();
  useSessionStore.getState().reset();
});

function renderForm(notice: Notice | null = null) {
  const user = userEvent.setup();
  renderWithClient(<ChangePasswordForm notice={notice} />);
  return { user };
}

const oldInput = () => screen.getByLabelText(th.password.old, { selector: "input" });
const newInput = () => screen.getByLabelText(th.password.new, { selector: "input" });
const confirmInput = () => screen.getByLabelText(th.password.confirmNew, { selector: "input" });
const submit = () => screen.getByRole("button", { name: th.password.changeButton });

describe("ChangePasswordForm", () => {
  it("posts to /form/change-password before its script runs, never a GET with the passwords", () => {
    renderForm();
    expectFormsPostTo("/form/change-password");
  });

  it("shows the reason /form/change-password sent it back with", () => {
    renderForm({ text: th.accounts.oldPasswordWrong, tone: "error" });
    expect(screen.getByTestId("form-notice")).toHaveTextContent(th.accounts.oldPasswordWrong);
  });

  it("ticks the checklist and refuses a mismatch before sending", async () => {
    const { user } = renderForm();
    await user.type(oldInput(), fixtureMember.password);
    await user.type(newInput(), "Better9x");
    expect(screen.getAllByRole("listitem").every((li) => li.dataset.ok === "true")).toBe(true);
    await user.type(confirmInput(), "Better9y");
    await user.click(submit());
    expect(await screen.findByText("ระบุรหัสผ่านใหม่ และยืนยันรหัสผ่านให้ตรงกัน")).toBeInTheDocument();
    expect(requests.seen).toHaveLength(0);
  });

  it("asks for the old password in Thai", async () => {
    const { user } = renderForm();
    await user.type(newInput(), "Better9x");
    await user.type(confirmInput(), "Better9x");
    await user.click(submit());
    expect(await screen.findByText(th.validation.passwordRequired)).toBeInTheDocument();
    expect(requests.seen).toHaveLength(0);
  });

  it("maps a wrong old password onto its field", async () => {
    const { user } = renderForm();
    await user.type(oldInput(), "Wrong1234");
    await user.type(newInput(), "Better9x");
    await user.type(confirmInput(), "Better9x");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(th.accounts.oldPasswordWrong);
    expect(oldInput()).toHaveAttribute("aria-invalid", "true");
    expect(router.replace).not.toHaveBeenCalled();
    expect(requests.to("/api/logout")).toHaveLength(0);
  });

  it("on success tells the member to log in again and runs the logout flow", async () => {
    const toastSuccess = vi.spyOn(toast, "success");
    const { user } = renderForm();
    await user.type(oldInput(), fixtureMember.password);
    await user.type(newInput(), "Better9x");
    await user.type(confirmInput(), "Better9x");
    await user.click(submit());
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/login"));
    expect(toastSuccess).toHaveBeenCalledWith("เปลี่ยนรหัสผ่านเรียบร้อย กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่", expect.anything());
    expect(await requests.bodiesTo("/api/customers/update-password")).toEqual([
      { old_password: fixtureMember.password, password: "Better9x", password_confirmation: "Better9x" },
    ]);
    expect(requests.to("/api/logout")).toHaveLength(1);
    expect(useSessionStore.getState().loggedIn).toBe(false);
    expect(localStorage.getItem("tokenExpiration")).toBeNull();
  });
});
