// @vitest-environment node
import { describe, expect, it } from "vitest";
import { counter, gauge, metricsSnapshot, metricsText } from "@/server/observability/metrics";

describe("the in-process metrics registry", () => {
  it("counts per label set, sets gauges, and renders the Prometheus text format", () => {
    const sends = counter("test_sends_total", "Sends, by outcome");
    sends.inc({ outcome: "admitted" });
    sends.inc({ outcome: "admitted" }, 2);
    sends.inc({ outcome: 'we"ird\n' });
    const level = gauge("test_level", "A level");
    level.set(7);
    level.set(5);
    expect(sends.value({ outcome: "admitted" })).toBe(3);
    expect(level.value()).toBe(5);
    expect(metricsText()).toContain(
      [
        "# HELP test_sends_total Sends, by outcome",
        "# TYPE test_sends_total counter",
        'test_sends_total{outcome="admitted"} 3',
        'test_sends_total{outcome="we\\"ird\\n"} 1',
        "# HELP test_level A level",
        "# TYPE test_level gauge",
        "test_level 5",
      ].join("\n"),
    );
    expect(metricsSnapshot().find((m) => m.name === "test_level")).toEqual({
      name: "test_level",
      help: "A level",
      type: "gauge",
      values: [{ labels: {}, value: 5 }],
    });
  });

  it("gives the same metric to a second registration, refuses a counter going down or a clash of types", () => {
    const a = counter("test_shared_total", "Shared");
    counter("test_shared_total", "Shared").inc();
    expect(a.value()).toBe(1);
    expect(() => a.inc({}, -1)).toThrow(/cannot go down/);
    expect(() => gauge("test_shared_total", "Shared")).toThrow(/is a counter/);
    expect(() => counter("bad name", "x")).toThrow(/metric name/);
  });
});
