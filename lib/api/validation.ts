import * as z from "zod/mini";
import { validationText } from "@/lib/i18n/th/validation";
import type { ValidationErrorBody } from "./contract/errors";

const t = validationText.issue;

/**
 * zod's default messages are English and some name the pattern they failed ("must match pattern /^0\d{9}$/"). Every
 * parse of what a member or a client sends uses this map instead (a field's own message still wins), so every 422 is
 * Thai and names no regex, whatever the field forgot to say.
 */
const thaiIssue = (issue: z.core.$ZodRawIssue): string => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? t.required : t.type;
    case "too_small":
      return bound(issue.origin, String(issue.minimum), t.tooShort, t.fewItems, t.tooSmall);
    case "too_big":
      return bound(issue.origin, String(issue.maximum), t.tooLong, t.manyItems, t.tooBig);
    case "invalid_value":
      return t.option;
    case "unrecognized_keys":
      return t.unknownField;
    case "invalid_format":
      return t.format;
    default:
      return validationText.invalidInput;
  }
};

function bound(origin: string, n: string, text: (n: string) => string, list: (n: string) => string, number: (n: string) => string) {
  if (origin === "string") return text(n);
  if (origin === "array" || origin === "set") return list(n);
  return number(n);
}

/** `schema.safeParse` with Thai messages for whatever the schema leaves to zod (any zod 4 schema, mini or classic). */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown) {
  return z.safeParse(schema, value, { error: thaiIssue });
}

/** zod issues → Laravel's 422 body: `{ message, errors: { field: [messages] } }`, first issue's message on top. */
export function toValidationBody(error: z.core.$ZodError): ValidationErrorBody {
  const errors: Record<string, string[]> = Object.create(null); // a field may be named "constructor" or "__proto__"
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "error";
    (errors[key] ??= []).push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? validationText.invalidInput;
  return { message: first, errors };
}
