import type * as z from "zod/mini";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One call of the member API: its method, path (with `{param}` placeholders) and the zod schemas of what
 * goes in and comes out. The typed client, the route table, the MSW handlers and `npm run openapi` all read
 * these objects, so a drift between them fails the type check or a test.
 */
export interface Call<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: Method;
  path: string;
  summary: string;
  /**
   * The caller must send a session (bearer or the `jwt` cookie): `true` for a member session, "registration" for
   * the token the registration OTP step grants (held in its own cookie), "staff" for a back-office session (its own
   * cookie only, server/api/backoffice.ts).
   */
  auth: boolean | "registration" | "staff";
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** The backend answers with `access_token` + `expires_in`; the site moves the token into the HttpOnly cookie. */
  issuesToken?: "session" | "registration";
  /** Ends the session: the site clears its cookies whatever the backend answers. */
  endsSession?: boolean;
  /** Response as the backend sends it, when the browser sees less (the token is taken out). */
  backendResponse?: z.ZodMiniType;
  /**
   * Body fields that are free text the member does not type (login's `device`): a NUL or half a surrogate pair in
   * them is removed. In any other field it is refused with a 422 on that field (server/http/text.ts).
   */
  freeText?: readonly string[];
  /** Documented error answers (status → meaning), for the OpenAPI document. */
  errors?: Record<number, string>;
}

/** Keeps the method and path as literal types: code names a call by them (`api("POST /api/…")`, lib/api/client.ts). */
export function defineCall<
  const M extends Method,
  const Path extends string,
  P extends z.ZodMiniType = z.ZodMiniNever,
  Q extends z.ZodMiniType = z.ZodMiniNever,
  B extends z.ZodMiniType = z.ZodMiniNever,
  R extends z.ZodMiniType = z.ZodMiniType,
>(call: Call<P, Q, B, R> & { method: M; path: Path }): Call<P, Q, B, R> & { method: M; path: Path } {
  return call;
}

export type Body<C> = C extends Call<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;

/** `/api/requests/deposit/{id}/cancel` + `{ id: 7 }` → `/api/requests/deposit/7/cancel`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null || value === "") throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** A template's pattern and parameter names, compiled once: every API request matches its path against each call's. */
const compiled = new Map<string, { pattern: RegExp; names: string[] }>();

function compile(template: string) {
  let c = compiled.get(template);
  if (!c) {
    const names: string[] = [];
    const source = template
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{(\w+)\}/g, (_m, name: string) => {
        names.push(name);
        return "([^/]+)";
      });
    c = { pattern: new RegExp(`^${source}$`), names };
    compiled.set(template, c);
  }
  return c;
}

/** Matches a concrete path against a template; returns the decoded parameters or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  // A template without parameters is the path itself.
  if (!template.includes("{")) return template === path ? {} : null;
  const { pattern, names } = compile(template);
  const found = pattern.exec(path);
  if (!found) return null;
  const out: Record<string, string> = {};
  try {
    names.forEach((name, i) => {
      out[name] = decodeURIComponent(found[i + 1] ?? "");
    });
  } catch {
    return null; // malformed escape such as %E0
  }
  return out;
}
