import { appendFileSync, mkdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";

/** The bearer the e2e servers take on GET /api/metrics (playwright.config.ts passes it as METRICS_TOKEN). */
export const METRICS_TOKEN = "e2e-metrics-scraper-token";

/**
 * Every instance's metrics as a scraper reads them, one figure per line (`name{labels} value`): the configured server,
 * or behind the front each instance on its own port (E2E_INSTANCES), as Prometheus scrapes each target.
 */
export async function scrapeMetrics(request: APIRequestContext): Promise<string> {
  const targets = process.env.E2E_INSTANCES?.split(",") ?? [""];
  const scrapes = await Promise.all(
    targets.map(async (origin) => {
      const res = await request.get(`${origin}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      if (res.status() !== 200) throw new Error(`GET ${origin}/api/metrics answered ${res.status()}`);
      return res.text();
    }),
  );
  return scrapes.join("\n");
}

/** One series summed over the instances in a scrape (0 when absent), as `sum()` in a query would. */
export const seriesValue = (scrape: string, series: string) =>
  scrape
    .split("\n")
    .filter((line) => line.startsWith(`${series} `))
    .reduce((sum, line) => sum + Number(line.slice(series.length + 1)), 0);

/** Where the specs list the log lines the servers must have written; scripts/check-server-logs.mjs checks them. */
const LOG_EXPECTATIONS = ".data/e2e-log-expectations.jsonl";

/** A server log line (JSON) that must exist with these fields, as a log search would look for it. */
export function expectLogLine(fields: Record<string, string>): void {
  mkdirSync(".data", { recursive: true });
  appendFileSync(LOG_EXPECTATIONS, `${JSON.stringify(fields)}\n`);
}
