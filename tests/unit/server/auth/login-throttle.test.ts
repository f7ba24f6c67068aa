// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { dispatch } from "@/server/api/dispatch";

const login = (phone: string, password: string, ip: string) =>
  dispatch(
    new Request("http://127.0.0.1:3000/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ phone, password }),
    }),
  );

setupDatabase();

describe("login throttling", () => {
  it("answers the 11th wrong password for one phone within 15 minutes with 429 and Retry-After", async () => {
    const phone = "0931000001";
    for (let i = 0; i < 10; i++) expect((await login(phone, "Wrong1234", `198.19.1.${i + 1}`)).status).toBe(401);
    const res = await login(phone, "Wrong1234", "198.19.1.50");
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: "Too Many Attempts." });
    const wait = Number(res.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(850);
    expect(wait).toBeLessThanOrEqual(900);
  });

  it("does not block a correct login because of other phones' failures", async () => {
    for (let i = 0; i < 12; i++) await login("0931000002", "Wrong1234", "198.19.2.1");
    expect((await login(DEMO_MEMBER.phone, DEMO_MEMBER.password, "198.19.2.2")).status).toBe(200);
  });

  it("does not count successful logins", async () => {
    for (let i = 0; i < 12; i++) expect((await login(DEMO_MEMBER.phone, DEMO_MEMBER.password, "198.19.3.1")).status).toBe(200);
  });

  it("answers the 31st failure from one IP within 15 minutes with 429, whatever the phones", async () => {
    for (let i = 0; i < 30; i++) expect((await login(`09320000${String(i).padStart(2, "0")}`, "Wrong1234", "198.19.4.1")).status).toBe(401);
    expect((await login("0932000099", "Wrong1234", "198.19.4.1")).status).toBe(429);
    // Even the right password from that address waits; another address is fine.
    expect((await login(DEMO_MEMBER.phone, DEMO_MEMBER.password, "198.19.4.1")).status).toBe(429);
    expect((await login(DEMO_MEMBER.phone, DEMO_MEMBER.password, "198.19.4.2")).status).toBe(200);
  });
});
