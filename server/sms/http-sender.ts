import "server-only";
import { th } from "@/lib/i18n/th";
import { HttpError } from "@/server/http/errors";
import type { DB } from "@/server/db/types";
import { smsOutbox } from "@/server/db/schema";
import { maskCodes } from "./mask";
import type { SmsMessage, SmsSender } from "./types";
import { log } from "@/server/observability/log";

const TIMEOUT_MS = 5000;

/**
 * The operator's SMS gateway: `POST SMS_WEBHOOK_URL` with `Authorization: Bearer SMS_WEBHOOK_TOKEN` and the JSON
 * body `{ "to": "0812345678", "text": "…" }`; any 2xx is delivered. Sent messages are logged in sms_outbox with
 * the code masked. A timeout (5 s), network error or non-2xx answer is a 503 for the member.
 */
export class HttpSender implements SmsSender {
  readonly remote = true;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(db: DB, { phone, text, purpose }: SmsMessage): Promise<void> {
    let outcome: number | string;
    try {
      const res = await this.fetcher(this.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${this.token}` },
        body: JSON.stringify({ to: phone, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        cache: "no-store",
      });
      await res.body?.cancel().catch(() => undefined);
      outcome = res.ok ? "sent" : res.status;
    } catch (e) {
      outcome = e instanceof Error ? e.name : "error";
    }
    if (outcome !== "sent") {
      log.error({ outcome, purpose }, "sms: the gateway failed");
      throw new HttpError(503, { message: th.accounts.smsUnavailable });
    }
    // Delivered: a failure to keep the log must not turn that into an error (the member has the code).
    await db
      .insert(smsOutbox)
      .values({ phone, text: maskCodes(text), purpose })
      .catch((e: unknown) => log.error({ err: e }, "sms: sent but not recorded"));
  }
}
