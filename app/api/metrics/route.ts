import { scrape } from "@/server/boot/service";

export const dynamic = "force-dynamic";

/** Prometheus metrics for a scraper holding METRICS_TOKEN (docs/operations.md#metrics); 404 while it is unset. */
export function GET(request: Request) {
  return scrape(request);
}
