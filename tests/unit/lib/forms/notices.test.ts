// @vitest-environment node
import { describe, expect, it } from "vitest";
import { noticeFrom, noticeKeyOf, withNotice } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";

describe("form notices", () => {
  it("round-trips the site's own messages through a key", () => {
    for (const text of [th.auth.loginFailed, th.accounts.oldPasswordWrong, th.validation.phoneFormat, th.forms.wait]) {
      expect(noticeFrom({ notice: noticeKeyOf(text) })?.text).toBe(text);
    }
  });

  it("tones: waiting is info, a changed password success, the rest errors", () => {
    expect(noticeFrom({ notice: "forms.wait" })?.tone).toBe("info");
    expect(noticeFrom({ notice: "password.changed" })?.tone).toBe("success");
    expect(noticeFrom({ notice: "auth.loginFailed" })?.tone).toBe("error");
  });

  it("shows nothing for a key that is not one of its messages", () => {
    for (const notice of ["", "x", "api.unauthenticated", "auth.__proto__", "auth.constructor", "password.rules", "accounts.smsText", "auth.", ".auth", "toString"]) {
      expect(noticeFrom({ notice }), notice).toBeNull();
    }
    expect(noticeFrom({ notice: ["auth.loginFailed"] })).toBeNull();
    expect(noticeFrom({})).toBeNull();
  });

  it("a message it does not know becomes the generic failure", () => {
    expect(noticeKeyOf("Server Error")).toBe("forms.failed");
  });

  it("the throttled notice counts only a sane number of seconds", () => {
    expect(noticeFrom({ notice: "forms.throttled", retry: "900" })?.text).toBe(th.api.tryAgainIn(900));
    for (const retry of [undefined, "0", "-5", "1e9", "abc", "999999"]) {
      expect(noticeFrom({ notice: "forms.throttled", retry })?.text).toBe(th.forms.throttled);
    }
  });

  it("adds the key to a path with or without a query", () => {
    expect(withNotice("/login", "auth.loginFailed")).toBe("/login?notice=auth.loginFailed");
    expect(withNotice("/login?redirect=%2Fdeposit", "forms.throttled", 61.2)).toBe("/login?redirect=%2Fdeposit&notice=forms.throttled&retry=62");
  });
});
