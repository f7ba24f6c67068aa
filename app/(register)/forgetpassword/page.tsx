import type { Metadata } from "next";
import { connection } from "next/server";
import { ForgotPasswordFlow } from "@/components/password/forgot-password-flow";
import { th } from "@/lib/i18n/th";
import { serverEnv } from "@/server/env";

export const metadata: Metadata = { title: th.password.forgotTitle };

/** Guest-only (proxy.ts). */
export default async function ForgetPasswordPage() {
  await connection();
  return <ForgotPasswordFlow demo={serverEnv().DEMO_MODE} />;
}
