// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { th } from "@/lib/i18n/th";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { dispatch } from "@/server/api/dispatch";
import { changePasswordForm, formPage, loginForm, waitForm } from "@/server/forms/handlers";
import { FORM_BODY_LIMIT, refusedTo } from "@/server/forms/post";

const SITE = "http://127.0.0.1:3000";
const browser = { host: "127.0.0.1:3000", origin: SITE, "x-gm-peer": "192.0.2.10", "user-agent": "Mozilla/5.0 (Linux; Android 14)" };

/** A browser's form post: urlencoded unless a body with its own type is given. */
function post(path: string, fields: Record<string, string> | FormData, headers: Record<string, string> = {}) {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  const type: Record<string, string> = fields instanceof FormData ? {} : { "content-type": "application/x-www-form-urlencoded" };
  return new Request(`${SITE}${path}`, { method: "POST", headers: { ...browser, ...type, ...headers }, body });
}

const cookieLines = (res: Response) => new Map(res.headers.getSetCookie().map((l) => [l.slice(0, l.indexOf("=")), l]));
const tokenOf = (res: Response) => decodeURIComponent(cookieLines(res).get("jwt")!.split(";")[0]!.slice("jwt=".length));
const demo = { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password };

setupDatabase();

describe("POST /form/login", () => {
  it("logs in as POST /api/login does: HttpOnly jwt and expirationDate cookies, 303 to the checked return target", async () => {
    const res = await loginForm(post("/form/login?redirect=%2Fhistory%3Ftab%3D2", demo));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/history?tab=2");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cookies = cookieLines(res);
    expect(cookies.get("jwt")).toMatch(/HttpOnly/);
    expect(Number(cookies.get("expirationDate")!.split(";")[0]!.split("=")[1])).toBeGreaterThan(Date.now());
    const profile = await dispatch(new Request(`${SITE}/api/customers/profile`, { headers: { authorization: `Bearer ${tokenOf(res)}` } }));
    expect(profile.status).toBe(200);
  });

  it("sends a hostile return target home, as the page's login does", async () => {
    for (const redirect of ["//evil.example", "https://evil.example/", "/login", "/%2F%2Fevil"]) {
      const res = await loginForm(post(`/form/login?redirect=${encodeURIComponent(redirect)}`, demo));
      expect(res.headers.get("location"), redirect).toBe("/");
    }
  });

  it("accepts a multipart body too", async () => {
    const form = new FormData();
    form.set("phone", demo.phone);
    form.set("password", demo.password);
    const res = await loginForm(post("/form/login", form));
    expect(res.headers.get("location")).toBe("/");
    expect(cookieLines(res).has("jwt")).toBe(true);
  });

  it("sends a refusal back to /login with its Thai message's key: never the phone or the password", async () => {
    const res = await loginForm(post("/form/login?redirect=%2Fdeposit", { ...demo, password: "Wrong9876" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?redirect=%2Fdeposit&notice=auth.loginFailed");
    expect(cookieLines(res).has("jwt")).toBe(false);

    const empty = await loginForm(post("/form/login", {}));
    expect(empty.headers.get("location")).toBe("/login?notice=validation.phoneRequired");
    const format = await loginForm(post("/form/login", { phone: "12345", password: "x" }));
    expect(format.headers.get("location")).toBe("/login?notice=validation.phoneFormat");
    for (const r of [res, empty, format]) expect(r.headers.get("location")).not.toMatch(/Wrong9876|0812345678|12345(?!6)/);
  });

  it("refuses a post from another site with the BFF's 403, logging nobody in", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      const res = await loginForm(post("/form/login", demo, { origin }));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: th.api.forbiddenOrigin });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("stops reading a body past the limit and sends the member back", async () => {
    const res = await loginForm(post("/form/login", { ...demo, filler: "x".repeat(FORM_BODY_LIMIT) }));
    expect(res.headers.get("location")).toBe("/login?notice=validation.invalidInput");
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("POST /form/wait", () => {
  it("does nothing and sends the member back to the page named, asking to wait", async () => {
    const res = waitForm(post("/form/wait?to=%2Fregister", { phone: "0899999999" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/register?notice=forms.wait");
  });

  it("falls back to the Referer's page, then home; never off-site", async () => {
    const referred = waitForm(post("/form/wait", {}, { referer: `${SITE}/forgetpassword?x=1` }));
    expect(referred.headers.get("location")).toBe("/forgetpassword?notice=forms.wait");
    for (const to of ["https://evil.example/register", "//evil.example", "/history", "javascript:alert(1)"]) {
      const res = waitForm(post(`/form/wait?to=${encodeURIComponent(to)}`, {}));
      expect(res.headers.get("location"), to).toBe("/?notice=forms.wait");
    }
  });

  it("refuses a post from another site", () => {
    expect(waitForm(post("/form/wait?to=%2Fdeposit", { amount: "100" }, { origin: "https://evil.example" })).status).toBe(403);
  });
});

describe("GET of a form's address", () => {
  it("goes to the form's own page, doing nothing", () => {
    const get = (path: string) => new Request(`${SITE}${path}`, { headers: browser });
    expect(formPage.login(get("/form/login?redirect=%2Fdeposit")).headers.get("location")).toBe("/login?redirect=%2Fdeposit");
    expect(formPage.login(get("/form/login?redirect=%2F%2Fevil.example")).headers.get("location")).toBe("/login");
    expect(formPage.changePassword().headers.get("location")).toBe("/changepassword");
    expect(formPage.wait(get("/form/wait?to=%2Fwithdraw")).headers.get("location")).toBe("/withdraw");
    expect(formPage.wait(get("/form/wait?to=https%3A%2F%2Fevil.example")).headers.get("location")).toBe("/");
  });
});

describe("refusedTo", () => {
  it("turns a 429 into the throttled notice with its Retry-After", async () => {
    const answer = Response.json({ message: "Too Many Attempts." }, { status: 429, headers: { "retry-after": "900" } });
    expect(await refusedTo("/login", answer)).toBe("/login?notice=forms.throttled&retry=900");
  });

  it("turns a message that is not the site's own into the generic failure", async () => {
    const answer = Response.json({ message: "backend exploded <script>" }, { status: 422 });
    expect(await refusedTo("/changepassword", answer)).toBe("/changepassword?notice=forms.failed");
  });
});

describe("POST /form/change-password", () => {
  const loggedIn = async () => {
    const res = await loginForm(post("/form/login", demo));
    return { cookie: `jwt=${encodeURIComponent(tokenOf(res))}` };
  };

  it("sends a visitor to /login, returning here", async () => {
    const res = await changePasswordForm(
      post("/form/change-password", { old_password: "Whatever1", password: "NewPass456", password_confirmation: "NewPass456" }),
    );
    expect(res.headers.get("location")).toBe("/login?redirect=%2Fchangepassword&notice=auth.sessionExpired");
  });

  it("sends a refusal back with its reason, the session intact", async () => {
    const session = await loggedIn();
    const wrong = await changePasswordForm(
      post("/form/change-password", { old_password: "Wrong9876", password: "NewPass456", password_confirmation: "NewPass456" }, session),
    );
    expect(wrong.headers.get("location")).toBe("/changepassword?notice=accounts.oldPasswordWrong");
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const weak = await changePasswordForm(post("/form/change-password", { old_password: demo.password, password: "short", password_confirmation: "short" }, session));
    expect(weak.headers.get("location")).toBe("/changepassword?notice=validation.passwordLength");
  });

  it("changes the password, clears the session cookies and sends the member to /login, told why", async () => {
    const session = await loggedIn();
    const res = await changePasswordForm(
      post("/form/change-password", { old_password: demo.password, password: "NewPass456", password_confirmation: "NewPass456" }, session),
    );
    expect(res.headers.get("location")).toBe("/login?notice=password.changed");
    expect(cookieLines(res).get("jwt")).toMatch(/Max-Age=0/);
    const login = await loginForm(post("/form/login", { phone: demo.phone, password: "NewPass456" }));
    expect(login.headers.get("location")).toBe("/");
  });
});
