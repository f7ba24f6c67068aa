// @vitest-environment node
import { describe, expect, it } from "vitest";
import { counter, gauge, histogram, metricsSnapshot, metricsText } from "@/server/observability/metrics";

describe("the metrics registry", () => {
  it("counts per label set, sets gauges, observes histograms, and renders the Prometheus text format", async () => {
    const sends = counter("test_sends_total", "Sends, by outcome", ["outcome"]);
    sends.inc({ outcome: "admitted" });
    sends.inc({ outcome: "admitted" }, 2);
    sends.inc({ outcome: 'we"ird\n' });
    const level = gauge("test_level", "A level");
    level.set(7);
    level.set(5);
    histogram("test_seconds", "A duration", ["route"], [0.1, 1]).observe({ route: "/x" }, 0.5);
    expect(await sends.value({ outcome: "admitted" })).toBe(3);
    expect(await level.value()).toBe(5);
    const { text, contentType } = await metricsText();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain(
      ["# HELP test_sends_total Sends, by outcome", "# TYPE test_sends_total counter", 'test_sends_total{outcome="admitted"} 3', 'test_sends_total{outcome="we\\"ird\\n"} 1'].join("\n"),
    );
    expect(text).toContain(["# HELP test_level A level", "# TYPE test_level gauge", "test_level 5"].join("\n"));
    expect(text).toContain('test_seconds_bucket{le="1",route="/x"} 1');
    expect(text).toMatch(/^process_cpu_seconds_total /m); // the process's own figures come along
    expect((await metricsSnapshot()).find((m) => m.name === "test_level")).toEqual({ name: "test_level", type: "gauge", values: [{ labels: {}, value: 5 }] });
  });

  it("gives the same metric to a second registration, refuses a counter going down, a clash of kinds or a bad name", async () => {
    const a = counter("test_shared_total", "Shared");
    counter("test_shared_total", "Shared").inc();
    expect(await a.value()).toBe(1);
    expect(() => a.inc({}, -1)).toThrow(/decrease/);
    expect(() => gauge("test_shared_total", "Shared")).toThrow(/another kind/);
    expect(() => counter("bad name", "x")).toThrow(/metric name/i);
  });
});
