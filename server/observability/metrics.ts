/**
 * A tiny in-process metrics registry: counters and gauges with a name, a help line and values per label set, no
 * dependency. `metricsText()` renders them in the Prometheus text format for a /metrics endpoint. Values are this
 * process's own (each instance reports its own; the scraper sums them).
 */

export type Labels = Record<string, string>;

interface Metric {
  name: string;
  help: string;
  type: "counter" | "gauge";
  values: Map<string, { labels: Labels; value: number }>;
}

// On globalThis: a module bundled twice (a route and the instrumentation hook) still shares one registry.
const registry: Map<string, Metric> = ((globalThis as { __gmMetrics?: Map<string, Metric> }).__gmMetrics ??= new Map());

const labelKey = (labels: Labels) =>
  Object.keys(labels)
    .sort()
    .map((k) => `${k}=${labels[k]}`)
    .join(",");

function metric(name: string, help: string, type: Metric["type"]): Metric {
  if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(name)) throw new Error(`metric name ${name}`);
  const existing = registry.get(name);
  if (existing) {
    if (existing.type !== type) throw new Error(`metric ${name} is a ${existing.type}`);
    return existing;
  }
  const created: Metric = { name, help, type, values: new Map() };
  registry.set(name, created);
  return created;
}

function slot(m: Metric, labels: Labels) {
  const key = labelKey(labels);
  let entry = m.values.get(key);
  if (!entry) m.values.set(key, (entry = { labels: { ...labels }, value: 0 }));
  return entry;
}

/** A count that only goes up (sends admitted, thresholds crossed). */
export function counter(name: string, help: string) {
  const m = metric(name, help, "counter");
  return {
    inc(labels: Labels = {}, by = 1) {
      if (!(by >= 0)) throw new Error(`counter ${name} cannot go down`);
      slot(m, labels).value += by;
    },
    value: (labels: Labels = {}) => m.values.get(labelKey(labels))?.value ?? 0,
  };
}

/** A value that is set (SMS sent in the last hour, as the latest send saw it). */
export function gauge(name: string, help: string) {
  const m = metric(name, help, "gauge");
  return {
    set(value: number, labels: Labels = {}) {
      slot(m, labels).value = value;
    },
    value: (labels: Labels = {}) => m.values.get(labelKey(labels))?.value ?? 0,
  };
}

/** Every metric and its values, for an endpoint or a test. */
export function metricsSnapshot() {
  return [...registry.values()].map((m) => ({ name: m.name, help: m.help, type: m.type, values: [...m.values.values()].map((v) => ({ ...v })) }));
}

const escapeLabel = (v: string) => v.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');

/** The Prometheus text exposition format (version 0.0.4). */
export function metricsText(): string {
  const lines: string[] = [];
  for (const m of registry.values()) {
    lines.push(`# HELP ${m.name} ${m.help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`, `# TYPE ${m.name} ${m.type}`);
    for (const { labels, value } of m.values.values()) {
      const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
      lines.push(`${m.name}${pairs.length ? `{${pairs.join(",")}}` : ""} ${value}`);
    }
  }
  return lines.length ? `${lines.join("\n")}\n` : "";
}
