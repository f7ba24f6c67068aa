import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/password/change-password-form";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.password.changeTitle };

/** Member-only (proxy.ts). */
export default function ChangePasswordPage() {
  return <ChangePasswordForm />;
}
