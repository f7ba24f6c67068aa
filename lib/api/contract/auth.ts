import * as z from "zod/mini";
import { LOGIN_CODE_LENGTH } from "./constants";
import { defineCall } from "./define";
import { clientIp, passwordEntered, phone } from "./fields";

export const deviceInfo = z.object({
  type: z.string().check(z.maxLength(32)),
  os: z.string().check(z.maxLength(64)),
  osVersion: z.string().check(z.maxLength(32)),
  browser: z.string().check(z.maxLength(64)),
  browserVersion: z.string().check(z.maxLength(32)),
  browserVendor: z.string().check(z.maxLength(64)),
});
export type DeviceInfo = z.infer<typeof deviceInfo>;

/**
 * A token grant as the API answers it (the family's `{access_token, token_type: "bearer", expires_in}`), and as a
 * bearer client reads it: a request with no Origin (a server, an app) or from an origin in API_CLIENT_ORIGINS.
 */
export const tokenGrant = z.object({
  success: z.optional(z.boolean()),
  access_token: z.string().check(z.minLength(16)),
  token_type: z.optional(z.string()),
  expires_in: z.number().check(z.int(), z.positive()),
});

/** What the site's own pages see of a token grant: the token itself stays in the HttpOnly cookie. */
export const sessionGrant = z.object({ success: z.optional(z.boolean()), expires_in: z.number().check(z.int(), z.positive()) });

export const login = defineCall({
  method: "POST",
  path: "/api/login",
  summary: "Log in with phone and password",
  auth: false,
  body: z.object({ phone, password: passwordEntered, ip: clientIp, device: z.optional(deviceInfo) }),
  // Device info is the browser's own description of itself, informational only: cleaned, never a reason to refuse.
  freeText: ["device"],
  backendResponse: tokenGrant,
  response: sessionGrant,
  issuesToken: "session",
  errors: { 401: "เบอร์โทร, รหัสผ่านไม่ถูกต้อง", 422: "validation", 423: "the account is suspended by the operator (told only after the right password)", 429: "too many attempts" },
});

export const logout = defineCall({
  method: "POST",
  path: "/api/logout",
  summary: "Revoke the current session",
  auth: true,
  response: z.object({ success: z.boolean() }),
  endsSession: true,
});

export const ip = defineCall({
  method: "GET",
  path: "/api/ip",
  summary: "The caller's address as this server sees it (the site's own IP lookup)",
  auth: false,
  response: z.object({ ip: z.string() }),
});

/** /authenticate: a one-time login code (from support staff or a partner link) exchanged for a session. */
export const authenticate = defineCall({
  method: "POST",
  path: "/api/authenticate",
  summary: "Exchange a single-use, short-lived login code for a session",
  auth: false,
  // Extra fields are dropped, not refused: only the code is read (see register.ts for where a body stays strict).
  body: z.object({ code: z.string().check(z.trim(), z.minLength(LOGIN_CODE_LENGTH.min), z.maxLength(LOGIN_CODE_LENGTH.max)) }),
  backendResponse: tokenGrant,
  response: sessionGrant,
  issuesToken: "session",
  errors: { 422: "invalid, expired or used code" },
});

/** Demo mode only (404 otherwise): the SMS outbox, so a person trying the site — and the e2e suite — can read codes. */
export const demoOutbox = defineCall({
  method: "GET",
  path: "/api/demo/outbox",
  summary: "DEMO MODE ONLY: the latest SMS messages sent to a phone",
  auth: false,
  query: z.object({ phone: z.string().check(z.regex(/^0\d{9}$/)) }),
  response: z.object({
    data: z.array(z.object({ phone: z.string(), text: z.string(), code: z.nullable(z.string()), created_at: z.string() })),
  }),
});
