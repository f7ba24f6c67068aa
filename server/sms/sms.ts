import "server-only";
import type { DB } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { HttpSender } from "./http-sender";
import { OutboxSender } from "./outbox-sender";

export interface SmsMessage {
  phone: string;
  text: string;
  /** What the message is for ("register", "reset"), kept in the outbox log. */
  purpose: string;
}

export interface SmsSender {
  /** True when delivery leaves this system (its time and failures are the provider's, not ours). */
  readonly remote: boolean;
  /** Delivers the message or throws (an HttpError 503 when the provider fails). */
  send(db: DB, message: SmsMessage): Promise<void>;
}

let sender: SmsSender | undefined;

/** The sender the configuration names (server/env.ts: SMS_PROVIDER). */
export function smsSender(): SmsSender {
  if (sender) return sender;
  const env = serverEnv();
  if (env.SMS_PROVIDER === "http") {
    if (!env.SMS_WEBHOOK_URL || !env.SMS_WEBHOOK_TOKEN) throw new Error("SMS_PROVIDER=http needs SMS_WEBHOOK_URL and SMS_WEBHOOK_TOKEN");
    sender = new HttpSender(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_TOKEN);
  } else {
    sender = new OutboxSender();
  }
  return sender;
}
