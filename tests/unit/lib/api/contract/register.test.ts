// @vitest-environment node
import { describe, expect, it } from "vitest";
import { registerBankAccount, registerOtp, registerPassword, registerPhone } from "@/lib/api/contract/register";

const phoneBody = { phone: "0812345678", ip: "", birth_date: "1990-05-14", age_confirmed: true as const };

describe("registration request schemas (no OTP bypass)", () => {
  it("accepts the honest bodies", () => {
    expect(registerPhone.body!.safeParse(phoneBody).success).toBe(true);
    expect(registerOtp.body!.safeParse({ phone: "0812345678", otp: "123456" }).success).toBe(true);
    expect(registerPassword.body!.safeParse({ password: "Abcdefg1", password_confirmation: "Abcdefg1" }).success).toBe(true);
    expect(
      registerBankAccount.body!.safeParse({ phone: "0812345678", bank: "KBANK", account_number: "0123456789", name: "สมชาย ใจดี" })
        .success,
    ).toBe(true);
  });

  it.each([
    ["register/otp", { phone: "0812345678", otp: "123456", bypass: true }],
    ["register/otp", { phone: "0812345678", otp: "123456", otp_bypass: "1" }],
    ["register/otp", { phone: "0812345678", otp: "123456", is_test: 1 }],
  ])("%s stays strict: an extra field there is the family's bypass flag, refused", (_label, body) => {
    const result = registerOtp.body!.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.some((i) => i.code === "unrecognized_keys")).toBe(true);
  });

  it.each([
    ["register/phone", registerPhone, { ...phoneBody, line: "abc" }, "line"],
    ["register/password", registerPassword, { password: "Abcdefg1", password_confirmation: "Abcdefg1", phone: "0812345678" }, "phone"],
    [
      "register/bank-account",
      registerBankAccount,
      { phone: "0812345678", bank: "kbank", account_number: "0123456789", name: "ชื่อ", note: "x" },
      "note",
    ],
  ])("%s drops a harmless extra field instead of refusing it", (_label, call, body, extra) => {
    const result = call.body!.safeParse(body);
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty(extra);
  });

  it("register/otp needs the code the member typed (no placeholder without digits)", () => {
    expect(registerOtp.body!.safeParse({ phone: "0812345678", otp: "" }).success).toBe(false);
    expect(registerOtp.body!.safeParse({ phone: "0812345678" }).success).toBe(false);
  });

  it("register/phone needs the 20+ confirmation", () => {
    expect(registerPhone.body!.safeParse({ ...phoneBody, age_confirmed: false }).success).toBe(false);
  });
});
