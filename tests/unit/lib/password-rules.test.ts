// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { newPassword } from "@/lib/api/contract/fields";
import { PASSWORD_RULES, passwordChecks } from "@/lib/password-rules";
import { th } from "@/lib/i18n/th";

describe("the password checklist", () => {
  it("lists the five password hints with their Thai labels", () => {
    expect(PASSWORD_RULES).toEqual(["length", "lower", "upper", "digit", "letter"]);
    expect(passwordChecks("").map((c) => c.label)).toEqual([
      th.password.rules.length,
      th.password.rules.lower,
      th.password.rules.upper,
      th.password.rules.digit,
      th.password.rules.letter,
    ]);
  });

  it.each([
    ["", []],
    ["abc", ["lower", "letter"]],
    ["ABC", ["upper", "letter"]],
    ["12345678", ["length", "digit"]],
    ["Abcdefg1", ["length", "lower", "upper", "digit", "letter"]],
    ["Abcdefg1234567890", ["lower", "upper", "digit", "letter"]],
  ])("%j ticks %j", (value, ok) => {
    expect(passwordChecks(value).filter((c) => c.ok).map((c) => c.rule)).toEqual(ok);
  });

  it("all ticked exactly when the contract accepts the password", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => passwordChecks(s).every((c) => c.ok) === newPassword.safeParse(s).success),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{6,17}$/), (s) => passwordChecks(s).every((c) => c.ok) === newPassword.safeParse(s).success),
    );
  });
});
