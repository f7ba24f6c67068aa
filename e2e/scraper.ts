import type { APIRequestContext } from "@playwright/test";

/** The bearer the e2e servers take on GET /api/metrics (playwright.config.ts passes it as METRICS_TOKEN). */
export const METRICS_TOKEN = "e2e-metrics-scraper-token";

/** The instance's metrics as a scraper reads them: one figure per line (`name{labels} value`). */
export async function scrapeMetrics(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (res.status() !== 200) throw new Error(`GET /api/metrics answered ${res.status()}`);
  return res.text();
}

/** The value of one series in a scrape (0 when absent). */
export const seriesValue = (scrape: string, series: string) =>
  Number(scrape.split("\n").find((line) => line.startsWith(`${series} `))?.slice(series.length + 1) ?? 0);
