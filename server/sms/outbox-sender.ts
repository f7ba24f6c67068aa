import "server-only";
import type { DB } from "@/server/db/types";
import { smsOutbox } from "@/server/db/schema";
import type { SmsMessage, SmsSender } from "./types";
import { maskPhone } from "@/lib/referral-terms";
import { log } from "@/server/observability/log";

/**
 * Demo mode only (server/env.ts refuses it otherwise): the message goes to the sms_outbox table, which the demo
 * outbox call reads; the server log says one was sent, to whom masked. Nothing leaves the machine.
 */
export class OutboxSender implements SmsSender {
  readonly remote = false;

  async send(db: DB, { phone, text, purpose }: SmsMessage): Promise<void> {
    await db.insert(smsOutbox).values({ phone, text, purpose });
    // Never the text: a code in a log is a code anyone with the log can use. The demo reads it from the outbox call.
    log.info({ to: maskPhone(phone), purpose }, "sms (demo): in the outbox, GET /api/demo/outbox?phone=…");
  }
}
