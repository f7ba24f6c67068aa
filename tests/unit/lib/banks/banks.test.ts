// @vitest-environment node
import { describe, expect, it } from "vitest";
import { FOOTER_BANKS, allBanks, bankOf, textOn } from "@/lib/banks/banks";

/** The footer's banks, in its order: Kasikorn, SCB, Bangkok, Krungsri, Krungthai, TMB, Thanachart, GSB, BAAC, UOB, Tisco, CIMB, LH Bank, GHB. */
const FOOTER_ORDER = ["kbank", "scb", "bbl", "bay", "ktb", "tmb", "tbank", "gsb", "baac", "uob", "tisco", "cimb", "lhb", "ghb"];

describe("FOOTER_BANKS", () => {
  it("lists the footer's 14 banks, in order", () => {
    expect(FOOTER_BANKS).toEqual(FOOTER_ORDER);
    expect(new Set(FOOTER_BANKS).size).toBe(14);
  });

  it.each(FOOTER_ORDER)("%s is in the bank table with a code, colour and names", (key) => {
    const bank = bankOf(key);
    expect(bank).not.toBeNull();
    expect(bank!.code).toMatch(/^\d{3}$/);
    expect(bank!.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(bank!.thai_name).not.toBe("");
    expect(bank!.nice_name).not.toBe("");
  });
});

describe("bankOf", () => {
  it("is case-insensitive and returns the lowercase key", () => {
    expect(bankOf("KBANK")?.key).toBe("kbank");
  });

  it("returns null for unknown or empty keys", () => {
    expect(bankOf("nope")).toBeNull();
    expect(bankOf("")).toBeNull();
    expect(bankOf(null)).toBeNull();
  });

  it("has pp01 with its own code", () => {
    expect(bankOf("pp01")?.code).toBe("pp01");
    expect(allBanks().length).toBeGreaterThanOrEqual(20);
  });
});

describe("textOn", () => {
  it("picks dark text on Krungsri's yellow", () => {
    expect(bankOf("bay")!.color.toLowerCase()).toBe("#fec43b");
    expect(textOn(bankOf("bay")!.color)).toBe("#0b0f1a");
  });

  it("picks white text on SCB's purple", () => {
    expect(textOn(bankOf("scb")!.color)).toBe("#ffffff");
  });

  it("handles the extremes and a colour without #", () => {
    expect(textOn("#ffffff")).toBe("#0b0f1a");
    expect(textOn("000000")).toBe("#ffffff");
  });

  it("falls back to white for a colour it cannot read", () => {
    expect(textOn("yellow")).toBe("#ffffff");
  });
});

describe("accountBanks (the registration picker)", () => {
  it("lists the footer's 14 first, in order, then the other banks, without PromptPay", async () => {
    const { accountBanks } = await import("@/lib/banks/banks");
    const keys = accountBanks().map((b) => b.key);
    expect(keys.slice(0, 14)).toEqual(FOOTER_ORDER);
    expect(keys).not.toContain("pp01");
    expect(keys).toContain("kk");
    expect(new Set(keys).size).toBe(keys.length);
  });
});
