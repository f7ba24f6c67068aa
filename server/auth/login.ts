import "server-only";
import { eq } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { members } from "@/server/db/schema";
import { HttpError } from "@/server/api/http-error";
import { serverEnv } from "@/server/env";
import { th } from "@/lib/i18n/th";
import { verifyPassword } from "./passwords";
import { createSession } from "./sessions";

export interface LoginInput {
  phone: string;
  password: string;
  ip: string;
  userAgent?: string;
  device?: unknown;
}

/** Phone + password → a new session. Unknown phone and wrong password answer alike, in the same time. */
export async function login(db: DB, input: LoginInput) {
  const [member] = await db
    .select({ id: members.id, passwordHash: members.passwordHash, status: members.status })
    .from(members)
    .where(eq(members.phone, input.phone))
    .limit(1);
  const ok = await verifyPassword(member?.passwordHash, input.password);
  if (!member || !ok || member.status !== "active") {
    throw new HttpError(401, { message: th.auth.loginFailed });
  }
  const { token, expiresIn } = await createSession(db, member.id, {
    ttlSeconds: serverEnv().SESSION_TTL_SECONDS,
    ip: input.ip,
    userAgent: input.userAgent,
    device: input.device,
  });
  return { access_token: token, token_type: "bearer", expires_in: expiresIn };
}
