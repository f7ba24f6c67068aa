import "server-only";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's metrics (prom-client), served in the Prometheus text format by GET /api/metrics
 * (docs/operations.md#metrics). Values are this process's own: each instance is scraped on its own and the scraper
 * sums them. Label names are declared with the metric, as Prometheus expects a metric's label set to be fixed.
 */

export type Labels = Record<string, string>;

// On globalThis: a module bundled twice (a route and the instrumentation hook) still shares one registry.
const g = globalThis as { __gmMetrics?: Registry };
const registry: Registry =
  g.__gmMetrics ??
  (g.__gmMetrics = (() => {
    const r = new Registry();
    collectDefaultMetrics({ register: r }); // the process's CPU, memory, event-loop lag and handles
    return r;
  })());

/** The metric already registered under `name`, if any; one of another kind under it is a bug. */
function existing<T>(name: string, kind: abstract new (...args: never[]) => T): T | undefined {
  const found = registry.getSingleMetric(name);
  if (found && !(found instanceof kind)) throw new Error(`metric ${name} is already registered as another kind`);
  return found as T | undefined;
}

/** A count that only goes up (sends admitted, thresholds crossed). */
export function counter(name: string, help: string, labelNames: readonly string[] = []) {
  const c = existing(name, Counter) ?? new Counter({ name, help, labelNames, registers: [registry] });
  return {
    inc: (labels: Labels = {}, by = 1) => c.inc(labels, by),
    value: async (labels: Labels = {}) => (await c.get()).values.find((v) => sameLabels(v.labels, labels))?.value ?? 0,
  };
}

/** A value that is set (SMS sent in the last hour, as the latest send saw it; jobs due at a scrape). */
export function gauge(name: string, help: string, labelNames: readonly string[] = []) {
  const m = existing(name, Gauge) ?? new Gauge({ name, help, labelNames, registers: [registry] });
  return {
    set: (value: number, labels: Labels = {}) => m.set(labels, value),
    value: async (labels: Labels = {}) => (await m.get()).values.find((v) => sameLabels(v.labels, labels))?.value ?? 0,
  };
}

/** A distribution in buckets (request durations, in seconds). */
export function histogram(name: string, help: string, labelNames: readonly string[], buckets: number[]) {
  const h = existing(name, Histogram) ?? new Histogram({ name, help, labelNames, buckets, registers: [registry] });
  return { observe: (labels: Labels, value: number) => h.observe(labels, value) };
}

function sameLabels(a: Partial<Record<string, string | number>>, b: Labels): boolean {
  const keys = Object.keys(b);
  return Object.keys(a).length === keys.length && keys.every((k) => String(a[k]) === b[k]);
}

/** Every metric and its values, for a test. */
export async function metricsSnapshot() {
  return (await registry.getMetricsAsJSON()).map((m) => ({
    name: m.name,
    type: String(m.type),
    values: m.values.map((v) => ({ labels: v.labels as Labels, value: v.value })),
  }));
}

/** The Prometheus text exposition format, and its content type. */
export async function metricsText(): Promise<{ text: string; contentType: string }> {
  return { text: await registry.metrics(), contentType: registry.contentType };
}
