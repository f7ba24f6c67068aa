import { create } from "zustand";

/** The registration steps. */
export type RegisterMode = "RegisterPhone" | "RegisterOtp" | "RegisterSetpassword" | "RegisterBank" | "RegisterFinal";

export const REGISTER_STEPS: readonly RegisterMode[] = ["RegisterPhone", "RegisterOtp", "RegisterSetpassword", "RegisterBank"];

/** What the member typed in step 1 (sent again, unchanged, by "ส่งรหัสอีกครั้ง"); never a token or server data. */
export interface PhoneDetails {
  phone: string;
  birth_date: string;
  age_confirmed: true;
  referral_key?: string;
}

interface RegisterState {
  mode: RegisterMode;
  /** The phone being registered (normalised, 10 digits). */
  phone: string;
  details: PhoneDetails | null;
  /** When the member may ask for another OTP (ms since epoch). */
  resendAt: number | null;
  /** Step 1 answered: an OTP is on its way. */
  otpSent: (details: PhoneDetails, resendInSeconds: number, now?: number) => void;
  /** Wait before the next send (the answer's resend_in, or a 429's Retry-After). */
  waitUntil: (resendAt: number) => void;
  setMode: (mode: RegisterMode) => void;
  reset: () => void;
}

const initial = { mode: "RegisterPhone" as RegisterMode, phone: "", details: null, resendAt: null };

export const useRegisterStore = create<RegisterState>()((set) => ({
  ...initial,
  otpSent: (details, resendIn, now = Date.now()) =>
    set({ mode: "RegisterOtp", phone: details.phone, details, resendAt: now + resendIn * 1000 }),
  waitUntil: (resendAt) => set({ resendAt }),
  setMode: (mode) => set({ mode }),
  reset: () => set(initial),
}));
