import * as z from "zod/mini";

/** Laravel's error bodies (docs/api.md#errors), as an operator backend of this API family sends them. */
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

export const messageBody = z.object({ message: z.string() });

/** Anything an error answer may carry; every field optional so odd backends still parse. */
export const anyErrorBody = z.looseObject({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.union([z.array(z.string()), z.string()]))),
  error: z.optional(z.string()),
  msg: z.optional(z.string()),
  success: z.optional(z.boolean()),
});

export type ValidationErrorBody = z.infer<typeof validationErrorBody>;
