import type { z } from "zod";
import { th } from "@/lib/i18n/th";
import type { ValidationErrorBody } from "./contract/errors";

/** zod issues → Laravel's 422 body: `{ message, errors: { field: [messages] } }`, first issue's message on top. */
export function toValidationBody(error: z.ZodError): ValidationErrorBody {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "error";
    const message = issue.code === "unrecognized_keys" ? th.validation.invalidInput : issue.message;
    (errors[key] ??= []).push(message);
  }
  const first = Object.values(errors)[0]?.[0] ?? th.validation.invalidInput;
  return { message: first, errors };
}
