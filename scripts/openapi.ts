// Writes the member API contract (lib/api/contract) as an OpenAPI 3.1 document: `npm run openapi [-- out.json]`.
import fs from "node:fs";
import { z } from "zod";
import { allCalls } from "../lib/api/contract";
import { anyErrorBody, messageBody, validationErrorBody } from "../lib/api/contract/errors";

function schema(s: z.ZodType, io: "input" | "output") {
  const { $schema: _, ...json } = z.toJSONSchema(s, { target: "draft-2020-12", io, unrepresentable: "any" });
  return json;
}

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
    ...(call.auth ? { security: [{ bearer: [] }] } : {}),
    ...(call.issuesToken ? { "x-issues-token": call.issuesToken } : {}),
  };
  (paths[call.path] ??= {})[call.method.toLowerCase()] = op;
}

const doc = {
  openapi: "3.1.0",
  info: {
    title: "Member API",
    version: "1.0.0",
    description:
      "The calls the member site makes (SPEC.md §7 plus the designed ones). Errors use Laravel's shapes: 422 {message, errors}, 401 {message: \"Unauthenticated.\"}, 429 {message: \"Too Many Attempts.\"} with Retry-After, refusals {success: false, msg}.",
  },
  servers: [{ url: "/" }],
  components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
  paths,
};

const out = process.argv[2] ?? "openapi.json";
fs.writeFileSync(out, JSON.stringify(doc, null, 2) + "\n");
console.log(`wrote ${out}: ${allCalls.length} calls, ${Object.keys(paths).length} paths`);
