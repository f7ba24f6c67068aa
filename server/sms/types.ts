import type { DB } from "@/server/db/types";

/** The message and sender shapes, apart from sms.ts, which picks a sender: the senders need the shapes, not the choice. */
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
