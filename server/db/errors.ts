import "server-only";

/**
 * A unique-constraint violation (SQLSTATE 23505), optionally of one constraint, from either driver. drizzle wraps
 * driver errors (DrizzleQueryError), so the chain of causes is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return !constraint || name === undefined || name === constraint;
  }
  return false;
}
