// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { useRegisterStore } from "@/stores/register-store";

afterEach(() => useRegisterStore.getState().reset());

describe("the register store", () => {
  it("starts at the phone step", () => {
    expect(useRegisterStore.getState()).toMatchObject({ mode: "RegisterPhone", phone: "", details: null, resendAt: null });
  });

  it("an answered send opens the OTP step with the resend deadline", () => {
    const details = { phone: "0891112222", birth_date: "1990-05-14", age_confirmed: true as const };
    useRegisterStore.getState().otpSent(details, 30, 1_000);
    expect(useRegisterStore.getState()).toMatchObject({ mode: "RegisterOtp", phone: "0891112222", details, resendAt: 31_000 });
  });

  it("holds no token", () => {
    useRegisterStore.getState().otpSent({ phone: "0891112222", birth_date: "1990-05-14", age_confirmed: true }, 30);
    expect(JSON.stringify(useRegisterStore.getState())).not.toMatch(/token/i);
  });
});
