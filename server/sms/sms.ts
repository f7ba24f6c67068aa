import "server-only";
import { serverEnv } from "@/server/env";
import { HttpSender } from "./http-sender";
import { OutboxSender } from "./outbox-sender";
import type { SmsSender } from "./types";

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
