// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it, vi } from "vitest";
import { dispatch } from "@/server/api/dispatch";

const demo = vi.hoisted(() => ({ on: true }));

vi.mock("@/server/env", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/env")>();
  return { ...real, serverEnv: () => ({ ...real.serverEnv(), DEMO_MODE: demo.on }) };
});

setupDatabase();

const outbox = (query: string) => dispatch(new Request(`http://127.0.0.1:3000/api/demo/outbox${query}`));

describe("GET /api/demo/outbox", () => {
  it("answers in demo mode, and refuses a malformed phone with 422", async () => {
    demo.on = true;
    const res = await outbox("?phone=0812345678");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [] });
    expect((await outbox("?phone=abc")).status).toBe(422);
  });

  it("does not exist outside demo mode: 404 in JSON", async () => {
    demo.on = false;
    const res = await outbox("?phone=0812345678");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toHaveProperty("message");
  });
});
