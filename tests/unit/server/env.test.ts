// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DEMO_BANK_WEBHOOK_SECRET, DEMO_GATEWAY_WEBHOOK_SECRET, DEMO_OTP_SECRET, parseServerEnv } from "@/server/env";

const secret = "s".repeat(40);
const production = {
  NODE_ENV: "production",
  OTP_SECRET: secret,
  BANK_WEBHOOK_SECRET: "b".repeat(40),
  GATEWAY_WEBHOOK_SECRET: "g".repeat(40),
  SMS_WEBHOOK_URL: "https://sms.example/send",
  SMS_WEBHOOK_TOKEN: "token",
};

describe("parseServerEnv", () => {
  it("runs the demo out of the box in development: outbox SMS, demo OTP secret, no trusted hops, 500 SMS an hour", () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      DEMO_MODE: true,
      SMS_PROVIDER: "outbox",
      OTP_SECRET: DEMO_OTP_SECRET,
      TRUSTED_PROXY_HOPS: 0,
      SMS_HOURLY_LIMIT: 500,
    });
  });

  it("accepts a complete production configuration, and defaults its SMS to http", () => {
    const env = parseServerEnv(production);
    expect(env.DEMO_MODE).toBe(false);
    expect(env.SMS_PROVIDER).toBe("http");
    expect(env.OTP_SECRET).toBe(secret);
  });

  it("refuses the demo OTP secret in production without demo mode", () => {
    expect(() => parseServerEnv({ ...production, OTP_SECRET: undefined })).toThrow(/OTP_SECRET/);
    expect(() => parseServerEnv({ ...production, OTP_SECRET: DEMO_OTP_SECRET })).toThrow(/OTP_SECRET/);
    for (const name of ["BANK_WEBHOOK_SECRET", "GATEWAY_WEBHOOK_SECRET"]) {
      expect(() => parseServerEnv({ ...production, [name]: undefined })).toThrow(new RegExp(`${name}: production needs its own`));
    }
    expect(() => parseServerEnv({ ...production, BANK_WEBHOOK_SECRET: DEMO_BANK_WEBHOOK_SECRET })).toThrow(/BANK_WEBHOOK_SECRET/);
    expect(() => parseServerEnv({ ...production, GATEWAY_WEBHOOK_SECRET: DEMO_GATEWAY_WEBHOOK_SECRET })).toThrow(/GATEWAY_WEBHOOK_SECRET/);
    expect(() => parseServerEnv({ ...production, PAYMENT_GATEWAY: "sandbox" })).toThrow(/PAYMENT_GATEWAY/);
    expect(parseServerEnv(production).PAYMENT_GATEWAY).toBe("off");
  });

  it("allows the demo defaults in production demo mode (`DEMO_MODE=1 npm start`)", () => {
    const env = parseServerEnv({ NODE_ENV: "production", DEMO_MODE: "1" });
    expect(env.SMS_PROVIDER).toBe("outbox");
  });

  it("throws a loud error for the outbox sender without demo mode", () => {
    expect(() => parseServerEnv({ ...production, SMS_PROVIDER: "outbox" })).toThrow(/SMS_PROVIDER.*outbox.*DEMO_MODE/s);
    expect(() => parseServerEnv({ NODE_ENV: "development", DEMO_MODE: "0", SMS_PROVIDER: "outbox" })).toThrow(/DEMO_MODE/);
  });

  it("needs the webhook URL and token for the http sender", () => {
    expect(() => parseServerEnv({ ...production, SMS_WEBHOOK_URL: undefined })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => parseServerEnv({ ...production, SMS_WEBHOOK_TOKEN: undefined })).toThrow(/SMS_WEBHOOK_TOKEN/);
    expect(() => parseServerEnv({ SMS_PROVIDER: "http" })).toThrow(/SMS_WEBHOOK_URL/);
  });

  it("names every problem at once", () => {
    expect(() => parseServerEnv({ NODE_ENV: "production" })).toThrow(/SMS_WEBHOOK_URL[\s\S]*SMS_WEBHOOK_TOKEN[\s\S]*OTP_SECRET/);
  });

  it("needs no embedded-API secret in operator mode or while `next build` runs", () => {
    expect(() => parseServerEnv({ NODE_ENV: "production", API_BASE_URL: "https://api.example" })).not.toThrow();
    expect(() => parseServerEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).not.toThrow();
  });

  it.each([
    ["TRUSTED_PROXY_HOPS", "-1"],
    ["TRUSTED_PROXY_HOPS", "two"],
    ["SMS_HOURLY_LIMIT", "0"],
    ["OTP_SECRET", "short"],
    ["SMS_PROVIDER", "carrier-pigeon"],
  ])("refuses %s=%s", (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(new RegExp(name));
  });

  it("reads API_CLIENT_ORIGINS as exact origins (none by default), and refuses anything else", () => {
    expect(parseServerEnv({}).API_CLIENT_ORIGINS).toEqual([]);
    expect(parseServerEnv({ API_CLIENT_ORIGINS: " https://partner.example, http://localhost:3001/ ,https://partner.example" }).API_CLIENT_ORIGINS).toEqual([
      "https://partner.example",
      "http://localhost:3001",
    ]);
    for (const bad of ["partner.example", "https://partner.example/app", "ftp://partner.example", "https://a.example?x=1", "https://u:p@a.example", "*"]) {
      expect(() => parseServerEnv({ API_CLIENT_ORIGINS: bad }), bad).toThrow(/API_CLIENT_ORIGINS/);
    }
    expect(() => parseServerEnv({ SITE_ORIGIN: "https://goldmoon.example", API_CLIENT_ORIGINS: "https://goldmoon.example" })).toThrow(
      /API_CLIENT_ORIGINS/,
    );
  });

  it("reads the numbers", () => {
    expect(parseServerEnv({ TRUSTED_PROXY_HOPS: "2", SMS_HOURLY_LIMIT: "50" })).toMatchObject({ TRUSTED_PROXY_HOPS: 2, SMS_HOURLY_LIMIT: 50 });
  });

  it("gives each webhook sender its own key: two different keys of 32+ characters; the old shared WEBHOOK_SECRET stops the server", () => {
    const env = parseServerEnv(production);
    expect([env.BANK_WEBHOOK_SECRET, env.GATEWAY_WEBHOOK_SECRET]).toEqual(["b".repeat(40), "g".repeat(40)]);
    expect(parseServerEnv({}).BANK_WEBHOOK_SECRET).not.toBe(parseServerEnv({}).GATEWAY_WEBHOOK_SECRET);
    expect(() => parseServerEnv({ ...production, GATEWAY_WEBHOOK_SECRET: "b".repeat(40) })).toThrow(/GATEWAY_WEBHOOK_SECRET: the same as BANK_WEBHOOK_SECRET/);
    expect(() => parseServerEnv({ ...production, BANK_WEBHOOK_SECRET: "short" })).toThrow(/BANK_WEBHOOK_SECRET: must be at least 32/);
    // Still set (an old deployment): refused, in demo mode too, with a message naming the two keys that replace it.
    for (const source of [{ ...production, WEBHOOK_SECRET: "w".repeat(40) }, { WEBHOOK_SECRET: "w".repeat(40) }]) {
      expect(() => parseServerEnv(source)).toThrow(/WEBHOOK_SECRET: no longer read .*BANK_WEBHOOK_SECRET.*GATEWAY_WEBHOOK_SECRET/);
    }
    // The forwarding site serves no webhook: nothing to refuse there.
    expect(() => parseServerEnv({ API_BASE_URL: "https://api.example", WEBHOOK_SECRET: "w".repeat(40) })).not.toThrow();
  });
});
