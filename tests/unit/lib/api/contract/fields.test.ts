// @vitest-environment node
import { describe, expect, it } from "vitest";
import { accountNumber, amount, flag, MAX_AMOUNT_BAHT, money, newPassword, otp, phone } from "@/lib/api/contract/fields";
import { th } from "@/lib/i18n/th";

const v = th.validation;
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe("money", () => {
  it.each([
    ["1250.00", 1250],
    [1250, 1250],
    ["0", 0],
    ["-5.5", -5.5],
    [2500.5, 2500.5],
  ])("reads %j as %j", (input, expected) => {
    expect(money.parse(input)).toBe(expected);
  });

  it.each(["1,250", "1 250", "", "abc", "1e3", "฿100", "12."])("refuses %j", (input) => {
    expect(money.safeParse(input).success).toBe(false);
  });
});

describe("phone", () => {
  it.each([
    ["0812345678", "0812345678"],
    ["081-234-5678", "0812345678"],
    ["081 234 5678", "0812345678"],
    [" 0912345678 ", "0912345678"],
    ["0612345678", "0612345678"],
  ])("accepts %j as %j", (input, expected) => {
    expect(phone.parse(input)).toBe(expected);
  });

  it.each([
    ["9 digits", "081234567"],
    ["11 digits", "08123456789"],
    ["starting 02", "0212345678"],
    ["starting 07", "0712345678"],
    ["starting 05", "0512345678"],
    ["letters", "08123456ab"],
    ["+66 form", "+66812345678"],
  ])("refuses %s with the Thai format message", (_label, input) => {
    expect(messages(phone.safeParse(input))).toEqual([v.phoneFormat]);
  });

  it("asks for the phone when it is empty", () => {
    expect(messages(phone.safeParse(""))).toEqual([v.phoneRequired]);
    expect(messages(phone.safeParse("   "))).toEqual([v.phoneRequired]);
    expect(messages(phone.safeParse(undefined))).toEqual([v.phoneRequired]);
  });
});

describe("newPassword (the password hints, each with its own message)", () => {
  it.each(["Abcdefg1", "Abcdefghijklmn1", "zZ345678"])("accepts %j", (pw) => {
    expect(newPassword.safeParse(pw).success).toBe(true);
  });

  it.each([
    ["shorter than 8", "Abcde1", v.passwordLength],
    ["longer than 15", "Abcdefghijklmn12", v.passwordLength],
    ["without lowercase", "ABCDEFG1", v.passwordLower],
    ["without uppercase", "abcdefg1", v.passwordUpper],
    ["without a digit", "Abcdefgh", v.passwordDigit],
  ])("refuses one %s with exactly its message", (_label, pw, message) => {
    expect(messages(newPassword.safeParse(pw))).toEqual([message]);
  });

  it("refuses one without any English letter with the letter message", () => {
    expect(messages(newPassword.safeParse("12345678"))).toContain(v.passwordLetter);
    expect(messages(newPassword.safeParse("ก1ข2ค3ง4"))).toContain(v.passwordLetter);
  });
});

describe("other fields", () => {
  it("otp is 6 digits", () => {
    expect(otp.parse(" 123456 ")).toBe("123456");
    expect(messages(otp.safeParse("12345"))).toEqual([v.otpFormat]);
    expect(otp.safeParse("12345a").success).toBe(false);
  });

  it("amount is positive baht with at most 2 decimals", () => {
    expect(amount.parse("100.25")).toBe(100.25);
    expect(messages(amount.safeParse("0"))).toEqual([v.amountPositive]);
    expect(amount.safeParse("10.555").success).toBe(false);
    expect(amount.safeParse("abc").success).toBe(false);
  });

  it.each([
    [100, 100],
    ["100", 100],
    ["100.5", 100.5],
    ["100.50", 100.5],
    [0.01, 0.01],
    [100.01, 100.01],
    [MAX_AMOUNT_BAHT, MAX_AMOUNT_BAHT],
    ["100000.00", 100_000],
  ])("amount reads %j as %j baht", (input, baht) => {
    expect(amount.parse(input)).toBe(baht);
  });

  it.each([
    ["0x10", v.amountFormat],
    [true, v.amountFormat],
    [[5], v.amountFormat],
    ["1e3", v.amountFormat],
    ["", v.amountRequired],
    [" 5", v.amountFormat],
    ["5 ", v.amountFormat],
    ["1,000", v.amountFormat],
    ["-5", v.amountFormat],
    ["NaN", v.amountFormat],
    [null, v.amountFormat],
    [-5, v.amountPositive],
    [0, v.amountPositive],
    [0.001, v.amountDecimals],
    ["10.123", v.amountDecimals],
    [0.1 + 0.2, v.amountDecimals],
    [1e20, v.amountMax("100,000")],
    [100_000.01, v.amountMax("100,000")],
    ["9".repeat(400), v.amountFormat],
  ])("amount refuses %j with exactly one Thai message", (input, message) => {
    expect(messages(amount.safeParse(input))).toEqual([message]);
  });
  it("account number strips spaces and dashes, 10-15 digits", () => {
    expect(accountNumber.parse("012-3 456789")).toBe("0123456789");
    expect(messages(accountNumber.safeParse("123456789"))).toEqual([v.accountNumberFormat]);
  });

  it("flag reads booleans and 1/0", () => {
    expect([flag.parse(1), flag.parse(0), flag.parse(true), flag.parse(false)]).toEqual([true, false, true, false]);
    expect(flag.safeParse("1").success).toBe(false);
  });
});
