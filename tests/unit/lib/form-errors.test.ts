// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { failureOf, fieldErrorsOf } from "@/lib/api/form-errors";
import { th } from "@/lib/i18n/th";
import { deadlineIn, secondsUntil } from "@/lib/use-seconds-left";

describe("fieldErrorsOf", () => {
  const error = new ApiError(422, { message: "x", errors: { phone: ["เบอร์นี้ใช้แล้ว"], referral_key: ["ผิด"], name: [" ", "ชื่อ"] } });

  it("keeps the first message of each field the form has", () => {
    expect(fieldErrorsOf(error, ["phone", "name", "bank"])).toEqual([
      ["phone", "เบอร์นี้ใช้แล้ว"],
      ["name", "ชื่อ"],
    ]);
  });

  it("is empty for anything but a 422", () => {
    expect(fieldErrorsOf(new ApiError(429, { errors: { phone: ["x"] } }), ["phone"])).toEqual([]);
    expect(fieldErrorsOf(new Error("x"), ["phone"])).toEqual([]);
  });
});

describe("failureOf", () => {
  it("a 429 waits Retry-After seconds", () => {
    expect(failureOf(new ApiError(429, { message: "Too Many Attempts." }, 30), 1_000)).toEqual({
      message: th.api.tryAgainIn(30),
      retryUntil: 31_000,
    });
  });

  it("other errors follow the first-message rule and do not wait", () => {
    expect(failureOf(ApiError.network())).toEqual({ message: th.api.network, retryUntil: null });
  });
});

describe("countdowns", () => {
  it("rounds up to whole seconds and stops at 0", () => {
    expect(secondsUntil(null)).toBe(0);
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 20_000)).toBe(0);
    expect(deadlineIn(30, 1_000)).toBe(31_000);
  });
});
