// The member API contract (lib/api/contract) as an OpenAPI 3.1 document; scripts/openapi.ts writes it to
// docs/openapi.json and a unit test keeps the committed file current.
import { z } from "zod";
import { allCalls } from "../lib/api/contract";
import { anyErrorBody, messageBody, validationErrorBody } from "../lib/api/contract/errors";

function schema(s: z.core.$ZodType, io: "input" | "output") {
  const { $schema: _, ...json } = z.toJSONSchema(s, { target: "draft-2020-12", io, unrepresentable: "any" });
  return json;
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of allCalls) {
    const parameters: unknown[] = [];
    for (const [where, s] of [["path", call.params], ["query", call.query]] as const) {
      if (!s) continue;
      const json = schema(s, "input") as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, prop] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: where, required: where === "path" || (json.required ?? []).includes(name), schema: prop });
      }
    }
    const responses: Record<string, unknown> = {
      "200": { description: "OK", content: { "application/json": { schema: schema(call.backendResponse ?? call.response, "input") } } },
      "422": { description: "Validation failed (Thai messages per field)", content: { "application/json": { schema: schema(validationErrorBody, "output") } } },
    };
    if (call.auth) responses["401"] = { description: "Unauthenticated.", content: { "application/json": { schema: schema(messageBody, "output") } } };
    for (const [status, description] of Object.entries(call.errors ?? {})) {
      responses[status] ??= { description, content: { "application/json": { schema: schema(anyErrorBody, "output") } } };
    }
    const op: Record<string, unknown> = {
      operationId: `${call.method.toLowerCase()}${call.path.replace(/[{}]/g, "").replace(/(^|[/-])(\w)/g, (_, __, c: string) => c.toUpperCase())}`,
      summary: call.summary,
      ...(parameters.length ? { parameters } : {}),
      ...(call.body ? { requestBody: { required: true, content: { "application/json": { schema: schema(call.body, "input") } } } } : {}),
      responses,
      // A member call: the bearer (a bearer client), or the site's HttpOnly `jwt` cookie (the site's own pages).
      ...(call.auth ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
      ...(call.issuesToken
        ? {
            "x-issues-token": call.issuesToken,
            description:
              "A token grant. A bearer client — a request with no Origin (a server, an app) or from an origin listed in " +
              "API_CLIENT_ORIGINS — reads {success: true, access_token, token_type: \"bearer\", expires_in} in the body and " +
              "sends Authorization: Bearer <access_token> afterwards. The site's own pages get only {success, expires_in}; " +
              "the token goes into the HttpOnly jwt cookie" +
              (call.issuesToken === "registration" ? " (jwt_register for this registration token)." : "."),
          }
        : {}),
    };
    (paths[call.path] ??= {})[call.method.toLowerCase()] = op;
  }

  const doc = {
    openapi: "3.1.0",
    info: {
      title: "Member API",
      version: "1.0.0",
      description:
        "The calls the member site makes: those the API family's clients already make, and the ones designed for the site. Errors use Laravel's shapes: 422 {message, errors}, 401 {message: \"Unauthenticated.\"}, 429 {message: \"Too Many Attempts.\"} with Retry-After, refusals {success: false, msg}.\n\n" +
        "Family-compatible answers: every 2xx answer of the family's calls carries success: true; the profile is {success: true, data}; " +
        "withdraw answers {success: true, id} (no data: a family client unwraps data and would lose success); promotion_id takes a row id or its string key " +
        "of the profile's promotion_ids, and \"0\", 0, \"\" or null for none; unknown body fields are dropped (register/otp excepted: strict), " +
        "a field naming a bypass is refused. A call needing a session answers 401 before its body is validated.\n\n" +
        "Bearer clients (mobile apps, a partner's front end, the family's existing clients): a request with no Origin, or with an Origin listed in " +
        "API_CLIENT_ORIGINS (comma-separated exact origins), gets token grants in the body and sends Authorization: Bearer. Listed origins get CORS: " +
        "Access-Control-Allow-Origin = that origin, Vary: Origin, no credentials, preflight OPTIONS answered 204 with the path's methods and the headers " +
        "authorization, content-type, idempotency-key. Any other origin gets no CORS header. A state-changing request authenticated by the bearer alone " +
        "skips the Origin check; one authenticated by the site's cookie must come from the site's own origin (403 otherwise).",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description:
            "The access_token of a token grant (login, register/otp for registration, register/bank-account, authenticate), as a bearer client receives it: " +
            "no Origin, or an Origin in API_CLIENT_ORIGINS.",
        },
        cookie: {
          type: "apiKey",
          in: "cookie",
          name: "jwt",
          description: "The site's own pages: the HttpOnly session cookie the site sets from a token grant (jwt_register during registration).",
        },
      },
    },
    paths,
  };
  return doc;
}
