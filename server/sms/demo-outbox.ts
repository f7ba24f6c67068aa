import "server-only";
import { desc, eq } from "drizzle-orm";
import { th } from "@/lib/i18n/th";
import { HttpError } from "@/server/http/errors";
import type { DB } from "@/server/db/types";
import { smsOutbox } from "@/server/db/schema";
import { serverEnv } from "@/server/env";
import { codeIn } from "./mask";

/**
 * DEMO MODE ONLY: the latest 5 messages to a phone, with the code picked out, for people trying the demo and for
 * the e2e suite. Outside demo mode the call does not exist (404), whatever the outbox holds.
 */
export async function demoOutbox(db: DB, phone: string) {
  if (!serverEnv().DEMO_MODE) throw new HttpError(404, { message: th.api.notFound });
  const rows = await db
    .select({ phone: smsOutbox.phone, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(5);
  return {
    data: rows.map((r) => ({ phone: r.phone, text: r.text, code: codeIn(r.text), created_at: r.createdAt.toISOString() })),
  };
}
