// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { createApiClient } from "@/lib/api/client";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { th } from "@/lib/i18n/th";
import { server, uncheckedFetch } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";

/** The browser's client, on the mock backend's answers as they are (not through the site's check: tests/msw/server.ts). */
const api = createApiClient({ fetch: (request) => uncheckedFetch(request) });

/** Every request MSW saw during a test. */
let seen: Request[] = [];
const record = ({ request }: { request: Request }) => {
  seen.push(request.clone());
};
beforeEach(() => {
  seen = [];
  server.events.on("request:start", record);
});
afterEach(() => {
  server.events.removeListener("request:start", record);
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error("expected the call to fail");
}

describe("api client", () => {
  it("returns the answer as the site sent it: the site checked it where it came in, the client checks nothing again", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: { phone: "0812345678", ufabet_credit: 2500.5 } })));
    const { data } = await api("GET /api/customers/profile");
    expect(data).toEqual({ phone: "0812345678", ufabet_credit: 2500.5 });
  });

  it("sends JSON and accepts JSON", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: fixtureProfile })));
    await api("GET /api/customers/profile");
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe("GET");
    expect(seen[0]!.headers.get("accept")).toBe("application/json");
  });

  it("turns a 2xx that is not JSON into the unexpected message", async () => {
    server.use(http.get("*/api/customers/profile", () => new HttpResponse("<html></html>", { status: 200 })));
    const error = await failure(api("GET /api/customers/profile"));
    expect(error.message).toBe(th.api.unexpected);
    expect(firstMessage(error)).toBe(th.api.unexpected);
  });

  it("turns a 200 `{ success: false, msg }` into an ApiError carrying msg", async () => {
    server.use(
      http.post("*/api/requests/withdraw", () => HttpResponse.json({ success: false, msg: "ยังไม่เคยฝากเงิน" })),
    );
    const error = await failure(api("POST /api/requests/withdraw", { body: { phone: "0812345678", amount: 100 } }));
    expect(error.status).toBe(200);
    expect(error.body.msg).toBe("ยังไม่เคยฝากเงิน");
    expect(firstMessage(error)).toBe("ยังไม่เคยฝากเงิน");
  });

  it("turns a Laravel 422 into an ApiError with field errors", async () => {
    server.use(
      http.post("*/api/requests/withdraw", () =>
        HttpResponse.json(
          { message: "ยอดเงินไม่พอ", errors: { amount: ["ยอดเงินไม่พอ"] } },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(api("POST /api/requests/withdraw", { body: { phone: "0812345678", amount: 100 } }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ amount: ["ยอดเงินไม่พอ"] });
  });

  it("turns the forwarder's 502 (a backend answer outside the contract) into an ApiError with its Thai message", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ message: th.api.upstreamShape }, { status: 502 })));
    const error = await failure(api("GET /api/customers/profile"));
    expect(error.status).toBe(502);
    expect(firstMessage(error)).toBe(th.api.upstreamShape);
  });

  it("turns a network error into an ApiError with status 0", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.error()));
    const error = await failure(api("GET /api/customers/profile"));
    expect(error.status).toBe(0);
    expect(error.message).toBe(th.api.network);
  });

  it("sends the body as given: the API parses it (phone normalised there)", async () => {
    let got: unknown;
    server.use(
      http.post("*/api/login", async ({ request }) => {
        got = await request.json();
        return HttpResponse.json({ success: true, expires_in: 3600 });
      }),
    );
    await api("POST /api/login", { body: { phone: "081-234 5678", password: "Demo1234", ip: "203.0.113.7" } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get("content-type")).toBe("application/json");
    expect(got).toEqual({ phone: "081-234 5678", password: "Demo1234", ip: "203.0.113.7" });
  });

  it("fills path parameters", async () => {
    let path = "";
    server.use(
      http.post("*/api/requests/deposit/:id/cancel", ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ success: true });
      }),
    );
    await expect(api("POST /api/requests/deposit/{id}/cancel", { params: { id: 7 } })).resolves.toEqual({ success: true });
    expect(path).toBe("/api/requests/deposit/7/cancel");
  });

  it("encodes path parameters", async () => {
    let raw = "";
    server.use(
      http.get("*/api/customers/:product", ({ request }) => {
        raw = new URL(request.url).pathname;
        return HttpResponse.json({ data: [] });
      }),
    );
    await api("GET /api/customers/{product}", { params: { product: "a b/../c?d" as never } });
    expect(raw).toBe("/api/customers/a%20b%2F..%2Fc%3Fd");
  });

  it("serialises the query parameters given, and only those (the API fills its defaults)", async () => {
    const urls: URL[] = [];
    server.use(
      http.get("*/api/customers/check-credit", ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ credit_success: true });
      }),
      http.get("*/api/customers/history", ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ data: [] });
      }),
    );
    await expect(api("GET /api/customers/check-credit", { query: { phone: "0812345678" } })).resolves.toEqual({ credit_success: true });
    await api("GET /api/customers/history");
    await api("GET /api/customers/history", { query: { type: "bonus", cursor: undefined } });
    await api("GET /api/customers/check-credit");
    expect(urls.map((u) => u.search)).toEqual(["?phone=0812345678", "", "?type=bonus", ""]);
  });

  it("with a base URL and headers (the server's client), calls that origin with those headers", async () => {
    const sent: Request[] = [];
    const client = createApiClient({
      baseUrl: "http://backend.example",
      headers: { authorization: "Bearer abc" },
      fetch: async (req) => {
        sent.push(req);
        return Response.json({ data: fixtureProfile });
      },
    });
    await client("GET /api/customers/profile");
    expect(sent[0]!.url).toBe("http://backend.example/api/customers/profile");
    expect(sent[0]!.headers.get("authorization")).toBe("Bearer abc");
    expect(seen).toHaveLength(0);
  });
});
