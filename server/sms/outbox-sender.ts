import "server-only";
import type { DB } from "@/server/db/types";
import { smsOutbox } from "@/server/db/schema";
import type { SmsMessage, SmsSender } from "./types";

/**
 * Demo mode only (server/env.ts refuses it otherwise): the message goes to the sms_outbox table, which the demo
 * outbox call reads, and to the server log. Nothing leaves the machine.
 */
export class OutboxSender implements SmsSender {
  readonly remote = false;

  async send(db: DB, { phone, text, purpose }: SmsMessage): Promise<void> {
    await db.insert(smsOutbox).values({ phone, text, purpose });
    console.info(`[sms:demo] to ${phone} : ${text}`);
  }
}
