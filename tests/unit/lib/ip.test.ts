import { afterEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { IP_LOOKUP_URL, lookupIp } from "@/lib/ip";
import { server } from "../../msw/server";

afterEach(() => {
  vi.useRealTimers();
});

/** A fetcher that never answers; it rejects when its signal aborts, like fetch. */
function hangingFetcher() {
  const calls: { url: string; signal: AbortSignal }[] = [];
  const fetcher = ((url: string, init?: RequestInit) => {
    const signal = init!.signal!;
    calls.push({ url, signal });
    return new Promise<Response>((_, reject) => {
      signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

const answering = (response: () => Response) => (async () => response()) as unknown as typeof fetch;

describe("lookupIp", () => {
  it("times out after 5 s and falls back to the previous IP", async () => {
    vi.useFakeTimers();
    const { fetcher, calls } = hangingFetcher();
    let result: { ip: string } | undefined;
    void lookupIp("198.51.100.1", fetcher).then((r) => (result = r));

    await vi.advanceTimersByTimeAsync(4_999);
    expect(result).toBeUndefined();
    expect(calls[0]!.signal.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(result).toEqual({ ip: "198.51.100.1" });
  });

  it("falls back to an empty IP the first time", async () => {
    vi.useFakeTimers();
    const { fetcher } = hangingFetcher();
    const pending = lookupIp(undefined, fetcher);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(pending).resolves.toEqual({ ip: "" });
  });

  it("returns the looked-up IP", async () => {
    const fetcher = vi.fn(answering(() => Response.json({ ip: "203.0.113.9" })));
    await expect(lookupIp("198.51.100.1", fetcher)).resolves.toEqual({ ip: "203.0.113.9" });
    expect(fetcher).toHaveBeenCalledWith(IP_LOOKUP_URL, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it.each([
    ["a non-JSON answer", () => new Response("<html>ip</html>", { status: 200 })],
    ["a non-OK answer", () => Response.json({ ip: "203.0.113.9" }, { status: 500 })],
    ["an answer without ip", () => Response.json({ address: "203.0.113.9" })],
    ["a non-string ip", () => Response.json({ ip: 42 })],
    ["an absurdly long ip", () => Response.json({ ip: "1".repeat(65) })],
  ])("falls back on %s", async (_label, response) => {
    await expect(lookupIp("198.51.100.1", answering(response))).resolves.toEqual({ ip: "198.51.100.1" });
  });

  it("falls back when the fetch itself fails", async () => {
    const failing = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    await expect(lookupIp("198.51.100.1", failing)).resolves.toEqual({ ip: "198.51.100.1" });
  });

  it("asks /api/ip by default (MSW)", async () => {
    expect(IP_LOOKUP_URL).toBe("/api/ip");
    await expect(lookupIp("")).resolves.toEqual({ ip: "203.0.113.7" });
    server.use(http.get("*/api/ip", () => HttpResponse.json({ ip: "192.0.2.55" })));
    await expect(lookupIp("")).resolves.toEqual({ ip: "192.0.2.55" });
  });
});
