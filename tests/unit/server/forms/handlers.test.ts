// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { th } from "@/lib/i18n/th";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { dispatch } from "@/server/api/dispatch";
import { changePasswordForm, formPage, loginForm, waitForm } from "@/server/forms/handlers";
import { FORM_BODY_LIMIT, refusedTo } from "@/server/forms/post";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config as proxyConfig } from "@/proxy";

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

  it("refuses a body past the limit with the API's 413 in Thai, logging nobody in", async () => {
    const res = await loginForm(post("/form/login", { ...demo, filler: "x".repeat(FORM_BODY_LIMIT) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: th.api.bodyTooLarge });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("the forms' body cap (8 KB), enforced while reading", () => {
  const CHUNK = 1024;

  /** A form body of `total` bytes handed out 1 KB at a time, counting how many bytes the server pulled. */
  function counted(total: number) {
    const chunk = new TextEncoder().encode("a=".padEnd(CHUNK, "x"));
    const seen = { bytes: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (seen.bytes >= total) return controller.close();
        seen.bytes += CHUNK;
        controller.enqueue(chunk);
      },
    });
    return { stream, seen };
  }

  const streamed = (path: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    new Request(`${SITE}${path}`, {
      method: "POST",
      headers: { ...browser, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: stream,
      duplex: "half",
    } as RequestInit);

  const forms = [
    { path: "/form/login", handle: loginForm },
    { path: "/form/change-password", handle: changePasswordForm },
    { path: "/form/wait?to=%2Fdeposit", handle: waitForm },
  ];

  for (const form of forms) {
    it(`${form.path}: a declared Content-Length over the cap is a 413 at once, nothing read`, async () => {
      const { stream, seen } = counted(50 * 1024 * 1024);
      const res = await form.handle(streamed(form.path, stream, { "content-length": "99999999999" }));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: th.api.bodyTooLarge });
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(seen.bytes).toBeLessThanOrEqual(CHUNK); // only what the stream queued up front, before anyone read
    });

    it(`${form.path}: an undeclared (chunked) 50 MB body is dropped at the first byte past the cap`, async () => {
      const { stream, seen } = counted(50 * 1024 * 1024);
      const res = await form.handle(streamed(form.path, stream));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: th.api.bodyTooLarge });
      // 9 chunks read (the ninth passes 8 KB), one more queued by the stream: never more.
      expect(seen.bytes).toBeLessThanOrEqual(FORM_BODY_LIMIT + 2 * CHUNK);
    });
  }

  it("never passes through proxy.ts, for which Next would read a POST's whole body before the route's cap could act", () => {
    for (const path of ["/form/login", "/form/change-password", "/form/wait"]) {
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: path }), path).toBe(false);
    }
    expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: "/login" })).toBe(true);
  });

  it("takes a body of exactly 8 KB", async () => {
    const fields = new URLSearchParams({ ...demo, pad: "" });
    fields.set("pad", "p".repeat(FORM_BODY_LIMIT - fields.toString().length));
    expect(fields.toString().length).toBe(FORM_BODY_LIMIT);
    const res = await loginForm(post("/form/login", Object.fromEntries(fields)));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
  });
});

describe("POST /form/wait", () => {
  it("does nothing and sends the member back to the page named, asking to wait", async () => {
    const res = await waitForm(post("/form/wait?to=%2Fregister", { phone: "0899999999" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/register?notice=forms.wait");
  });

  it("falls back to the Referer's page, then home; never off-site", async () => {
    const referred = await waitForm(post("/form/wait", {}, { referer: `${SITE}/forgetpassword?x=1` }));
    expect(referred.headers.get("location")).toBe("/forgetpassword?notice=forms.wait");
    for (const to of ["https://evil.example/register", "//evil.example", "/history", "javascript:alert(1)"]) {
      const res = await waitForm(post(`/form/wait?to=${encodeURIComponent(to)}`, {}));
      expect(res.headers.get("location"), to).toBe("/?notice=forms.wait");
    }
  });

  it("refuses a post from another site", async () => {
    expect((await waitForm(post("/form/wait?to=%2Fdeposit", { amount: "100" }, { origin: "https://evil.example" }))).status).toBe(403);
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
