import { passwordText } from "@/lib/i18n/th/password";

export type PasswordRule = keyof typeof passwordText.rules;

/**
 * The password hints as live checks, in the order the checklist shows them. They mirror `newPassword`
 * in lib/api/contract/fields.ts, which is what actually validates (a test keeps the two in step).
 */
const CHECKS: Record<PasswordRule, (s: string) => boolean> = {
  length: (s) => s.length >= 8 && s.length <= 15,
  lower: (s) => /[a-z]/.test(s),
  upper: (s) => /[A-Z]/.test(s),
  digit: (s) => /\d/.test(s),
  letter: (s) => /[A-Za-z]/.test(s),
};

export const PASSWORD_RULES = Object.keys(CHECKS) as PasswordRule[];

export function passwordChecks(value: string): { rule: PasswordRule; label: string; ok: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, label: passwordText.rules[rule], ok: CHECKS[rule](value) }));
}
