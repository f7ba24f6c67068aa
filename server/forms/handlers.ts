import "server-only";
import { login } from "@/lib/api/contract/auth";
import { customersUpdatePassword } from "@/lib/api/contract/customers";
import { loginErrorMessage } from "@/lib/auth/login-error";
import { safeReturnTarget } from "@/lib/auth/return-target";
import { deviceInfo } from "@/lib/device";
import { withNotice } from "@/lib/forms/notices";
import { paths } from "@/lib/paths";
import { clientIpOf } from "@/server/http/client-ip";
import { capped, readFields, refusedTo, refuseCrossSite, seeOther, throughBff } from "./post";

/**
 * POST /form/login?redirect=…: the login form before (or without) its JavaScript. The same login as the page's
 * POST /api/login, through the BFF (throttles, HttpOnly jwt and expirationDate cookies); then 303 to the checked
 * return target, or back to /login with the reason as a notice key.
 */
export async function loginForm(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const { target, back } = loginPages(request);
  const fields = await readFields(request);
  if (fields instanceof Response) return fields;

  const answer = await throughBff(request, login, {
    phone: fields.get("phone") ?? "",
    password: fields.get("password") ?? "",
    // What the page's own IP lookup (GET /api/ip) would have answered, and the device from the same user agent.
    ip: clientIpOf(request),
    device: deviceInfo(request.headers.get("user-agent") ?? ""),
  });
  if (answer.ok) return seeOther(target, answer);
  return seeOther(await refusedTo(back, answer, loginErrorMessage), answer);
}

/** The checked return target, and the login page that leads to it. */
function loginPages(request: Request): { target: string; back: string } {
  const target = safeReturnTarget(new URL(request.url).searchParams.get("redirect"));
  return { target, back: paths.login(target === paths.home() ? undefined : target) };
}

/**
 * POST /form/change-password: the change-password form before its JavaScript, through the BFF like the page's
 * call. Success ends every session (the BFF clears the cookies), so the member goes to /login, told why.
 */
export async function changePasswordForm(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const page = paths.changePassword();
  const fields = await readFields(request);
  if (fields instanceof Response) return fields;

  const answer = await throughBff(request, customersUpdatePassword, {
    old_password: fields.get("old_password") ?? "",
    password: fields.get("password") ?? "",
    password_confirmation: fields.get("password_confirmation") ?? "",
  });
  if (answer.ok) return seeOther(withNotice(paths.login(), "password.changed"), answer);
  if (answer.status === 401) return seeOther(withNotice(paths.login(page), "auth.sessionExpired"), answer);
  return seeOther(await refusedTo(page, answer), answer);
}

/** The pages whose multi-step or money forms post to /form/wait. */
const WAITING_PAGES: readonly string[] = [paths.register(), paths.forgetPassword(), paths.deposit(), paths.withdraw()];

/** The page a Referer names, when it is one of them. */
function refererPage(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const path = new URL(referer).pathname;
    return WAITING_PAGES.includes(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * POST /form/wait?to=/register: a multi-step or money form (registration, forgotten password, deposit, withdraw)
 * sent before its JavaScript. Those need the page's script, so nothing is done with the body (read only to hold it
 * to the forms' cap, as the other forms do): 303 back to the page (`to`, else the Referer's page, else home), which
 * asks the member to wait for it to load.
 */
export async function waitForm(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const read = await capped(request);
  if (read instanceof Response) return read;
  return seeOther(withNotice(waitingPage(request), "forms.wait"));
}

/** `to`, else the Referer's page; either must name one of the four pages, so neither can send anyone elsewhere. */
function waitingPage(request: Request): string {
  const to = new URL(request.url).searchParams.get("to") ?? "";
  return WAITING_PAGES.includes(to) ? to : (refererPage(request.headers.get("referer")) ?? paths.home());
}

/**
 * GET of a form's address (a bookmark, a crawler following a form's action): nothing is done and no notice is
 * shown; the browser goes to the form's own page.
 */
export const formPage = {
  login: (request: Request) => seeOther(loginPages(request).back),
  changePassword: () => seeOther(paths.changePassword()),
  wait: (request: Request) => seeOther(waitingPage(request)),
};
