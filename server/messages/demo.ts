import "server-only";
import { z } from "zod";
import type { DB } from "@/server/db/types";
import { parseInput, toValidationBody } from "@/lib/api/validation";
import { HttpError, invalidField } from "@/server/http/errors";
import { checkText } from "@/server/http/text";
import { OpsInputError } from "@/server/ops/input-error";
import { notifyMember } from "./notifications";
import { addNews, clearMaintenance, removeNews, setMaintenance } from "./site-messages";

/**
 * Demo mode only (server/api/dispatch.ts): POST /api/demo/site-message, the `npm run ops` site-message commands over
 * HTTP, for the e2e specs: the embedded PGlite cannot be opened by the CLI beside the running app.
 */
const body = z.discriminatedUnion("action", [
  z.object({ action: z.literal("maintenance-set"), html: z.string().max(20_000), image: z.string().max(2000).optional(), link: z.string().max(2000).optional() }),
  z.object({ action: z.literal("maintenance-clear") }),
  z.object({ action: z.literal("news-add"), title: z.string().max(200), html: z.string().max(20_000) }),
  z.object({ action: z.literal("news-remove"), id: z.number().int().positive() }),
  z.object({ action: z.literal("notify"), phone: z.string().max(20), message: z.string().max(2000) }),
]);

export async function demoSiteMessage(db: DB, raw: unknown): Promise<unknown> {
  const checked = checkText(raw, ["html", "message", "title"]);
  if ("refused" in checked) throw new HttpError(422, checked.refused);
  const parsed = parseInput(body, checked.value);
  if (!parsed.success) throw new HttpError(422, toValidationBody(parsed.error));
  const b = parsed.data;
  try {
    switch (b.action) {
      case "maintenance-set":
        return await setMaintenance(db, b);
      case "maintenance-clear":
        return { cleared: await clearMaintenance(db) };
      case "news-add":
        return await addNews(db, b.title, b.html);
      case "news-remove":
        return { removed: await removeNews(db, b.id) };
      case "notify":
        return await notifyMember(db, b.phone, b.message);
    }
  } catch (e) {
    if (e instanceof OpsInputError) throw invalidField(b.action, e.message);
    throw e;
  }
}
