import "server-only";
import { z } from "zod";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DEMO_MODE: bool.optional(),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(300).max(30 * 86400).default(86400),
  /** QA mode: answer the backend calls with MSW handlers inside this process (see instrumentation.ts). */
  API_MOCKING: bool.default(false),
});

export type ServerEnv = Omit<z.infer<typeof schema>, "DEMO_MODE"> & { DEMO_MODE: boolean };

let cached: ServerEnv | undefined;

/** Parsed once, on first use; an invalid value stops the server with a message naming the variable. */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  cached = { ...env, DEMO_MODE: env.DEMO_MODE ?? env.NODE_ENV !== "production" };
  return cached;
}

export const isOperatorMode = () => Boolean(serverEnv().API_BASE_URL);
