// @vitest-environment node
import { createHash } from "node:crypto";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { leadingZeroBits, sha256, solve } from "@/lib/security/pow";
import { withChallenge } from "@/lib/security/with-challenge";
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { checkSolution, issueChallenge, bitsFor } from "@/server/security/challenge";
import { server } from "../../../msw/server";

describe("the proof of work", () => {
  it("hashes exactly as SHA-256 does", () => {
    for (const text of ["", "abc", "a".repeat(55), "a".repeat(56), "a".repeat(64), "x".repeat(300), "ทดสอบ"]) {
      const mine = Buffer.from(sha256(new TextEncoder().encode(text))).toString("hex");
      expect(mine, text).toBe(createHash("sha256").update(text).digest("hex"));
    }
  });

  it("counts leading zero bits", () => {
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x0f]))).toBe(20);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it("solves what the server asks, and the server accepts it for that phone only", async () => {
    const challenge = issueChallenge("register:0899990001", 12);
    const solution = await solve(challenge);
    expect(checkSolution("register:0899990001", solution)).toMatchObject({ max: 1, windowSeconds: 600 });
    expect(checkSolution("register:0899990002", solution)).toBeNull();
    expect(checkSolution("reset:0899990001", solution)).toBeNull();
    expect(checkSolution("register:0899990001", { token: challenge.token.replace("v1.12", "v1.1"), nonce: solution.nonce })).toBeNull();
  });

  it("asks nothing below the threshold, then 16 bits, one more per doubling, at most 20", () => {
    expect([0, 99, 100, 199, 200, 400, 800, 1600, 100_000].map((n) => bitsFor(n, 100))).toEqual([0, 0, 16, 16, 17, 18, 19, 20, 20]);
  });
});

describe("withChallenge", () => {
  const details = { phone: "0899990001", ip: "", birth_date: "1990-01-15", age_confirmed: true as const };

  it("solves a challenge answer and sends again with the solution", async () => {
    const challenge = issueChallenge("register:0899990001", 8);
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post("*/api/register/phone", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.challenge) return HttpResponse.json({ message: "Too Many Attempts.", challenge }, { status: 429 });
        return HttpResponse.json({ success: true, resend_in: 30, expires_in: 300 });
      }),
    );
    const answer = await withChallenge((c) => api("POST /api/register/phone", { body: { ...details, challenge: c } }));
    expect(answer.success).toBe(true);
    expect(bodies).toHaveLength(2);
    expect(checkSolution("register:0899990001", bodies[1]!.challenge as never)).not.toBeNull();
  });

  it("leaves a plain 429 (Retry-After) to the caller, unsolved and unrepeated", async () => {
    let calls = 0;
    server.use(
      http.post("*/api/register/phone", () => {
        calls++;
        return HttpResponse.json({ message: "Too Many Attempts." }, { status: 429, headers: { "Retry-After": "30" } });
      }),
    );
    const error = await withChallenge((c) => api("POST /api/register/phone", { body: { ...details, challenge: c } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfter).toBe(30);
    expect(calls).toBe(1);
  });

  it("does not try a challenge harder than 24 bits", async () => {
    let calls = 0;
    server.use(
      http.post("*/api/register/phone", () => {
        calls++;
        return HttpResponse.json({ message: "Too Many Attempts.", challenge: { token: "v1.40.x", bits: 40 } }, { status: 429 });
      }),
    );
    await expect(withChallenge((c) => api("POST /api/register/phone", { body: { ...details, challenge: c } }))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });
});
