// @vitest-environment node
import { describe, expect, it } from "vitest";
import { crc16, promptPayPayload } from "@/server/wallet/promptpay";

describe("PromptPay payload", () => {
  it("computes CRC-16/CCITT-FALSE's check value", () => {
    expect(crc16("123456789")).toBe(0x29b1);
  });

  // Published vectors of dtinth/promptpay-qr, the reference PromptPay payload generator.
  it("matches the published vector for a mobile number without an amount", () => {
    expect(promptPayPayload("0801234567")).toBe("00020101021129370016A000000677010111011300668012345675802TH530376463046197");
  });

  it("matches the published vector for a mobile number with 4.22 baht", () => {
    expect(promptPayPayload("000-000-0000", 422)).toBe(
      "00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469",
    );
  });

  it("encodes a tax id as tag 02 and refuses a non-positive amount", () => {
    expect(promptPayPayload("0105540000000", 10_000)).toContain("02130105540000000");
    expect(() => promptPayPayload("0801234567", 0)).toThrow();
  });
});
