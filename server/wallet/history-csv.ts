import "server-only";
import type { DB } from "@/server/db/types";
import { th } from "@/lib/i18n/th";
import { historyCsvHead, historyCsvLabels, historyCsvRows } from "@/lib/wallet/history";
import { historyRecord, requestRows } from "./history";
import { log } from "@/server/observability/log";

/** Rows read from the database per chunk of the export. */
export const EXPORT_BATCH = 500;

/** The export's headers: a CSV file to save, named as the site's download was. */
function csvHeaders(): HeadersInit {
  return {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${th.history.fileName}"`,
    "cache-control": "no-store",
  };
}

/**
 * GET /api/customers/history/export: every deposit and withdrawal of the member as tab 2's CSV, newest first,
 * streamed: the header, then EXPORT_BATCH rows at a time read by id (keyset), so memory stays flat however long
 * the history is.
 */
export function historyExport(db: DB, memberId: number): Response {
  const labels = historyCsvLabels();
  const encoder = new TextEncoder();
  let before: number | null = null;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(out) {
      try {
        if (!started) {
          started = true;
          out.enqueue(encoder.encode(historyCsvHead(labels)));
          return;
        }
        const rows = await requestRows(db, memberId, before, EXPORT_BATCH);
        if (rows.length > 0) out.enqueue(encoder.encode(historyCsvRows(rows.map(historyRecord), labels)));
        if (rows.length < EXPORT_BATCH) out.close();
        else before = Number(rows.at(-1)!.id);
      } catch (e) {
        log.error({ err: e }, "history: the export failed");
        out.error(e);
      }
    },
  });
  return new Response(body, { headers: csvHeaders() });
}
