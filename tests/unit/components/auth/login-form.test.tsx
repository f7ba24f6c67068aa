import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import toast from "react-hot-toast";
import { LoginForm, loginErrorMessage } from "@/components/auth/login-form";
import { ApiError } from "@/lib/api/errors";
import type { Notice } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";
import { makeQueryClient } from "@/lib/query-client";
import { useSessionStore } from "@/stores/session-store";
import { useUiStore } from "@/stores/ui-store";
import { server } from "../../../msw/server";
import { fixtureMember, fixtureProfile } from "../../../msw/fixtures";
import { expectFormsPostTo } from "../helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

/** Requests MSW saw, cloned before anyone reads their body. */
let seen: Request[] = [];
const record = ({ request }: { request: Request }) => {
  seen.push(request.clone());
};
const loginRequests = () => seen.filter((r) => new URL(r.url).pathname === "/api/login");

beforeEach(() => {
  seen = [];
  server.events.on("request:start", record);
  router.replace.mockReset();
  router.refresh.mockReset();
  router.prefetch.mockReset();
  router.push.mockReset();
  // In the browser the profile call carries the HttpOnly cookie the login set; here the mock backend just answers.
  server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: fixtureProfile })));
});

afterEach(() => {
  server.events.removeListener("request:start", record);
  useSessionStore.getState().reset();
  useSessionStore.getState().setIp("");
  useUiStore.getState().closeAll();
});

function renderForm(redirect: string | null = null, notice: Notice | null = null) {
  const client = makeQueryClient();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <LoginForm redirect={redirect} notice={notice} />
    </QueryClientProvider>,
  );
  return { user, client };
}

const phoneInput = () => screen.getByLabelText(th.labels.phone);
const passwordInput = () => screen.getByLabelText(th.labels.password, { selector: "input" });
const submit = () => screen.getByRole("button", { name: th.auth.loginButton });

async function fill(user: ReturnType<typeof userEvent.setup>, phone: string, password: string) {
  if (phone) await user.type(phoneInput(), phone);
  if (password) await user.type(passwordInput(), password);
  await user.click(submit());
}

describe("LoginForm before its script runs", () => {
  it("posts to /form/login with the return target, never a GET with the password", () => {
    renderForm("/history?tab=2");
    expectFormsPostTo("/form/login?redirect=%2Fhistory%3Ftab%3D2");
  });

  it("shows the reason /form/login sent it back with, until the member tries again", async () => {
    const { user } = renderForm(null, { text: th.auth.loginFailed, tone: "error" });
    expect(screen.getByTestId("form-notice")).toHaveTextContent(th.auth.loginFailed);
    await fill(user, fixtureMember.phone, fixtureMember.password);
    expect(screen.queryByTestId("form-notice")).toBeNull();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
  });
});

describe("LoginForm: client-side validation", () => {
  it("asks for the phone in Thai when it is empty, and sends nothing", async () => {
    const { user } = renderForm();
    await fill(user, "", "Demo1234");
    expect(await screen.findByText(th.validation.phoneRequired)).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute("aria-invalid", "true");
    expect(seen).toHaveLength(0);
  });

  it("refuses a short phone in Thai, and sends nothing", async () => {
    const { user } = renderForm();
    await fill(user, "08123", "Demo1234");
    expect(await screen.findByText(th.validation.phoneFormat)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it("asks for the password when it is empty", async () => {
    const { user } = renderForm();
    await fill(user, fixtureMember.phone, "");
    expect(await screen.findByText(th.validation.passwordRequired)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});

describe("LoginForm: answers", () => {
  it("shows exactly เบอร์โทร, รหัสผ่านไม่ถูกต้อง for a wrong password, as an alert and an error toast", async () => {
    const toastError = vi.spyOn(toast, "error");
    const { user } = renderForm("/deposit");
    await fill(user, fixtureMember.phone, "Wrong1234");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^เบอร์โทร, รหัสผ่านไม่ถูกต้อง$/);
    expect(toastError).toHaveBeenCalledWith("เบอร์โทร, รหัสผ่านไม่ถูกต้อง", expect.anything());
    expect(router.replace).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it("goes to the safe redirect on success, having sent the looked-up ip and a device", async () => {
    const { user } = renderForm("/deposit");
    await fill(user, fixtureMember.phone, fixtureMember.password);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/deposit"));
    expect(router.refresh).toHaveBeenCalled();
    // Fetched while the profile loaded, before the navigation.
    expect(router.prefetch).toHaveBeenCalledWith("/deposit");
    expect(router.prefetch.mock.invocationCallOrder[0]).toBeLessThan(router.replace.mock.invocationCallOrder[0]!);

    const [request] = loginRequests();
    expect(request).toBeDefined();
    const body = (await request!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ phone: fixtureMember.phone, password: fixtureMember.password, ip: "203.0.113.7" });
    expect(body.device).toEqual(
      expect.objectContaining({
        type: expect.any(String),
        os: expect.any(String),
        browser: expect.any(String),
        browserVersion: expect.any(String),
      }),
    );
    expect(useSessionStore.getState()).toMatchObject({ loggedIn: true, ip: "203.0.113.7" });
    expect(Number(localStorage.getItem("tokenExpiration"))).toBeGreaterThan(Date.now());
  });

  it("goes to / for a hostile redirect", async () => {
    const { user } = renderForm("//evil");
    await fill(user, fixtureMember.phone, fixtureMember.password);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it("goes to / when the profile cannot be loaded after login", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ message: "Unauthenticated." }, { status: 401 })));
    const { user } = renderForm("/deposit");
    await fill(user, fixtureMember.phone, fixtureMember.password);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
  });

  it("shows the Thai retry message for a 429 with Retry-After: 30", async () => {
    server.use(
      http.post("*/api/login", () =>
        HttpResponse.json({ message: "Too Many Attempts." }, { status: 429, headers: { "Retry-After": "30" } }),
      ),
    );
    const { user } = renderForm();
    await fill(user, fixtureMember.phone, fixtureMember.password);
    expect(await screen.findByRole("alert")).toHaveTextContent(th.api.tryAgainIn(30));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("shows the network message when the API cannot be reached", async () => {
    server.use(http.post("*/api/login", () => HttpResponse.error()));
    const { user } = renderForm();
    await fill(user, fixtureMember.phone, fixtureMember.password);
    expect(await screen.findByRole("alert")).toHaveTextContent(th.api.network);
  });
});

describe("loginErrorMessage", () => {
  it("maps a failed-login 401 to the required message whatever the backend wrote", () => {
    expect(loginErrorMessage(new ApiError(401, { message: "Invalid credentials" }))).toBe(th.auth.loginFailed);
  });

  it("shows a 422 field message", () => {
    expect(loginErrorMessage(new ApiError(422, { message: "x", errors: { phone: ["เบอร์ผิด"] } }))).toBe("เบอร์ผิด");
  });
});
