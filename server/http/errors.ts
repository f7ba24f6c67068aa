import "server-only";
import { th } from "@/lib/i18n/th";

/**
 * An answer the domain chose to give: thrown anywhere below a route, turned into a Response by the router. It lives
 * under server/http, below the domain, so throwing it never makes a domain module import the router.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? body.msg ?? status));
    this.name = "HttpError";
  }

  toResponse(): Response {
    return Response.json(this.body, { status: this.status, headers: this.headers });
  }
}

/** 401 exactly as Laravel words it. */
export const unauthenticated = () => new HttpError(401, { message: th.api.unauthenticated });

/** 422 for one field, in Laravel's shape. */
export const invalidField = (field: string, message: string) =>
  new HttpError(422, { message, errors: { [field]: [message] } });

/** A business refusal, as the family's clients read it: `{success: false, msg}`. */
export const refusal = (msg: string, status = 400) => new HttpError(status, { success: false, msg });

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, { message: th.api.tooManyAttempts }, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
