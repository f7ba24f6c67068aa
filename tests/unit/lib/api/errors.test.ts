// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ApiError, errorBodyOf, firstMessage } from "@/lib/api/errors";
import { th } from "@/lib/i18n/th";

const validation = (errors: Record<string, string[] | string>, message = "The given data was invalid.") =>
  new ApiError(422, { message, errors });

describe("firstMessage", () => {
  /** The fields' order; each case carries its field and every later one, in reverse key order. */
  const ORDER = ["phone", "otp", "password", "amount", "bank", "account_number", "name", "error"];
  it.each(ORDER.map((field, i) => [field, i] as const))("picks %s before every later field", (field, i) => {
    const errors: Record<string, string[]> = { other: ["X"] };
    for (const key of ORDER.slice(i).reverse()) errors[key] = [`message of ${key}`];
    expect(firstMessage(validation(errors))).toBe(`message of ${field}`);
  });

  it("takes the first message of a field's list", () => {
    expect(firstMessage(validation({ phone: ["first", "second"] }))).toBe("first");
  });

  it("accepts a bare string instead of a list", () => {
    expect(firstMessage(validation({ amount: "จำนวนเงินไม่ถูกต้อง" }))).toBe("จำนวนเงินไม่ถูกต้อง");
  });

  it("skips empty messages and moves on to the next field", () => {
    expect(firstMessage(validation({ phone: ["", "  "], otp: [""], password: "", name: ["ชื่อ"] }))).toBe("ชื่อ");
  });

  it("shows the whole errors object when no relevant key is present", () => {
    expect(firstMessage(validation({ birth_date: ["วันเกิดไม่ถูกต้อง"], line: ["ไลน์ยาวเกินไป", ""] }))).toBe(
      "วันเกิดไม่ถูกต้อง ไลน์ยาวเกินไป",
    );
  });

  it("uses a top-level error (registration)", () => {
    expect(firstMessage(new ApiError(400, { error: "เบอร์นี้สมัครแล้ว" }))).toBe("เบอร์นี้สมัครแล้ว");
  });

  it("uses msg of a business refusal", () => {
    expect(firstMessage(new ApiError(200, { success: false, msg: "ยังไม่เคยฝากเงิน" }))).toBe("ยังไม่เคยฝากเงิน");
  });

  it("uses message when nothing else is there", () => {
    expect(firstMessage(new ApiError(400, { message: "ไม่พบโปรโมชั่น" }))).toBe("ไม่พบโปรโมชั่น");
  });

  it("prefers a field message over the top-level message", () => {
    expect(firstMessage(validation({ phone: ["เบอร์ผิด"] }, "top"))).toBe("เบอร์ผิด");
  });

  it("turns a 429 into the Thai retry message with Retry-After seconds", () => {
    const error = new ApiError(429, { message: th.api.tooManyAttempts }, 30);
    expect(firstMessage(error)).toBe(th.api.tryAgainIn(30));
    expect(firstMessage(error)).toContain("30");
  });

  it("gives the generic Thai message for anything that is not an ApiError", () => {
    expect(firstMessage(new Error("boom"))).toBe(th.api.unexpected);
    expect(firstMessage("boom")).toBe(th.api.unexpected);
    expect(firstMessage(undefined)).toBe(th.api.unexpected);
  });

  it("shows a backend's known English refusal in Thai, whichever key carries it; other words as they came", () => {
    expect(firstMessage(new ApiError(400, { success: false, msg: "customer has not deposited yet, try later" }))).toBe(
      th.causes["customer has not deposited yet, try later"],
    );
    expect(firstMessage(new ApiError(400, { success: false, message: "a withdrawal is already pending" }))).toBe(th.causes["a withdrawal is already pending"]);
    expect(firstMessage(new ApiError(400, { msg: "Please Make The First Deposit To Play " }))).toBe(th.causes["please make the first deposit to play"]);
    expect(firstMessage(new ApiError(400, { msg: "สลิปไม่ถูกต้อง" }))).toBe("สลิปไม่ถูกต้อง");
    expect(firstMessage(new ApiError(400, { msg: "bank is closed" }))).toBe("bank is closed");
  });

  it("does not show a 500's raw message", () => {
    expect(firstMessage(new ApiError(500, { message: "SQLSTATE[42P01] relation missing" }))).toBe(th.api.unexpected);
  });
});

describe("ApiError.isUnauthenticated", () => {
  it("is true for Laravel's exact body", () => {
    expect(new ApiError(401, { message: "Unauthenticated." }).isUnauthenticated).toBe(true);
  });

  it("is true for a bare 401", () => {
    expect(new ApiError(401, {}).isUnauthenticated).toBe(true);
  });

  it("is false for a failed login, a 401 with its own Thai message", () => {
    expect(new ApiError(401, { message: "เบอร์โทร, รหัสผ่านไม่ถูกต้อง" }).isUnauthenticated).toBe(false);
  });

  it("is false for other statuses without a message", () => {
    expect(new ApiError(403, {}).isUnauthenticated).toBe(false);
  });
});

describe("ApiError.fromResponse", () => {
  it("keeps the status and an empty body when the answer is not JSON", async () => {
    const error = await ApiError.fromResponse(
      new Response("<html>502 Bad Gateway</html>", { status: 502, headers: { "content-type": "text/html" } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.body).toEqual({});
    expect(error.retryAfter).toBeNull();
    expect(firstMessage(error)).toBe(th.api.unexpected);
  });

  it("reads Retry-After on a 429", async () => {
    const error = await ApiError.fromResponse(
      Response.json({ message: "Too Many Attempts." }, { status: 429, headers: { "Retry-After": "45" } }),
    );
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(45);
    expect(firstMessage(error)).toBe(th.api.tryAgainIn(45));
  });

  it("ignores a Retry-After it cannot read", async () => {
    const error = await ApiError.fromResponse(
      Response.json({ message: "Too Many Attempts." }, { status: 429, headers: { "Retry-After": "soon" } }),
    );
    expect(error.retryAfter).toBeNull();
  });

  it("parses a Laravel 422 into field errors", async () => {
    const error = await ApiError.fromResponse(
      Response.json({ message: "bad", errors: { phone: ["เบอร์ผิด"], otp: "OTP ผิด" } }, { status: 422 }),
    );
    expect(error.fieldErrors).toEqual({ phone: ["เบอร์ผิด"], otp: ["OTP ผิด"] });
    expect(error.message).toBe("bad");
  });

  it("drops a body that does not have the error shape", async () => {
    const error = await ApiError.fromResponse(Response.json({ errors: 5 }, { status: 400 }));
    expect(error.body).toEqual({});
  });
});

describe("errorBodyOf", () => {
  it.each([null, undefined, "text", 42, [1, 2]])("gives {} for %j", (raw) => {
    expect(errorBodyOf(raw)).toEqual({});
  });

  it("keeps the well-typed parts and drops the rest", () => {
    expect(
      errorBodyOf({
        message: "m",
        msg: 5,
        error: "e",
        success: "false",
        errors: { phone: ["p", 3, null], otp: "o", amount: 7 },
        extra: "x",
      }),
    ).toEqual({ message: "m", error: "e", errors: { phone: ["p"], otp: "o" } });
  });

  it("keeps a boolean success flag", () => {
    expect(errorBodyOf({ success: false, msg: "ยังไม่เคยฝากเงิน" })).toEqual({ success: false, msg: "ยังไม่เคยฝากเงิน" });
  });

  it("ignores an errors array", () => {
    expect(errorBodyOf({ message: "m", errors: ["a"] })).toEqual({ message: "m" });
  });
});
