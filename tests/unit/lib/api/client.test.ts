import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { z } from "zod";
import { api, createApiClient } from "@/lib/api/client";
import { login } from "@/lib/api/contract/auth";
import { customersCheckCredit, customersProfile } from "@/lib/api/contract/customers";
import { defineCall } from "@/lib/api/contract/define";
import { customersHistory } from "@/lib/api/contract/member-data";
import { depositCancel, withdraw } from "@/lib/api/contract/requests";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { th } from "@/lib/i18n/th";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";

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
  it("parses a matching answer with the contract (defaults filled, money as numbers)", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: fixtureProfile })));
    const { data } = await api(customersProfile);
    expect(data.phone).toBe("0812345678");
    expect(data.ufabet_credit).toBe(2500.5);
    expect(data.bonus_total).toBe(0);
  });

  it("sends JSON and accepts JSON", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: fixtureProfile })));
    await api(customersProfile);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get("accept")).toBe("application/json");
  });

  it("turns an answer that does not match the contract into an ApiError with the Thai unexpected message", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: { name: "no phone" } })));
    const error = await failure(api(customersProfile));
    expect(error.status).toBe(200);
    expect(error.message).toBe(th.api.unexpected);
    expect(firstMessage(error)).toBe(th.api.unexpected);
  });

  it("turns a 2xx that is not JSON into the unexpected message", async () => {
    server.use(http.get("*/api/customers/profile", () => new HttpResponse("<html></html>", { status: 200 })));
    const error = await failure(api(customersProfile));
    expect(error.message).toBe(th.api.unexpected);
  });

  it("turns a 200 `{ success: false, msg }` into an ApiError carrying msg", async () => {
    server.use(
      http.post("*/api/requests/withdraw", () => HttpResponse.json({ success: false, msg: "ยังไม่เคยฝากเงิน" })),
    );
    const error = await failure(api(withdraw, { body: { phone: "0812345678", amount: 100 } }));
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
    const error = await failure(api(withdraw, { body: { phone: "0812345678", amount: 100 } }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ amount: ["ยอดเงินไม่พอ"] });
  });

  it("turns a network error into an ApiError with status 0", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.error()));
    const error = await failure(api(customersProfile));
    expect(error.status).toBe(0);
    expect(error.message).toBe(th.api.network);
  });

  it("validates the body before sending: a bad phone is a 422 with a phone error and no request", async () => {
    const error = await failure(api(login, { body: { phone: "0123", password: "Demo1234", ip: "" } }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors.phone).toEqual([th.validation.phoneFormat]);
    expect(firstMessage(error)).toBe(th.validation.phoneFormat);
    expect(seen).toHaveLength(0);
  });

  it("sends the body as parsed by the contract (phone normalised)", async () => {
    await api(login, { body: { phone: "081-234 5678", password: "Demo1234", ip: "203.0.113.7" } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get("content-type")).toBe("application/json");
    expect(await seen[0]!.json()).toEqual({ phone: "0812345678", password: "Demo1234", ip: "203.0.113.7" });
  });

  it("fills path parameters", async () => {
    let path = "";
    server.use(
      http.post("*/api/requests/deposit/:id/cancel", ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ success: true });
      }),
    );
    await expect(api(depositCancel, { params: { id: 7 } })).resolves.toEqual({ success: true });
    expect(path).toBe("/api/requests/deposit/7/cancel");
  });

  it("refuses invalid path parameters without sending", async () => {
    const error = await failure(api(depositCancel, { params: { id: -1 } }));
    expect(error.status).toBe(422);
    expect(seen).toHaveLength(0);
  });

  it("encodes path parameters", async () => {
    const lookup = defineCall({
      method: "GET",
      path: "/api/things/{name}",
      summary: "test",
      auth: false,
      params: z.object({ name: z.string() }),
      response: z.object({ ok: z.boolean() }),
    });
    let raw = "";
    server.use(
      http.get("*/api/things/:name", ({ request }) => {
        raw = new URL(request.url).pathname;
        return HttpResponse.json({ ok: true });
      }),
    );
    await api(lookup, { params: { name: "a b/../c?d" } });
    expect(raw).toBe("/api/things/a%20b%2F..%2Fc%3Fd");
  });

  it("serialises query parameters, with the contract's defaults", async () => {
    const urls: URL[] = [];
    server.use(
      http.get("*/api/customers/check-credit", ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ credit_success: 1 });
      }),
      http.get("*/api/customers/history", ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ data: [] });
      }),
    );
    await expect(api(customersCheckCredit, { query: { phone: "0812345678" } })).resolves.toEqual({ credit_success: true });
    await api(customersHistory);
    await api(customersHistory, { query: { type: "bonus" } });
    expect(urls.map((u) => u.search)).toEqual(["?phone=0812345678", "?type=deposit-withdraw", "?type=bonus"]);
  });

  it("leaves out query parameters that are not given", async () => {
    let search = "unset";
    server.use(
      http.get("*/api/customers/check-credit", ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ credit_success: true });
      }),
    );
    await api(customersCheckCredit);
    expect(search).toBe("");
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
    await client(customersProfile);
    expect(sent[0]!.url).toBe("http://backend.example/api/customers/profile");
    expect(sent[0]!.headers.get("authorization")).toBe("Bearer abc");
    expect(seen).toHaveLength(0);
  });
});
