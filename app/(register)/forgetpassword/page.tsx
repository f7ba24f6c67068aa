import type { Metadata } from "next";
import { connection } from "next/server";
import { ForgotPasswordFlow } from "@/components/password/forgot-password-flow";
import { noticeFrom } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";
import { serverEnv } from "@/server/env";

export const metadata: Metadata = { title: th.password.forgotTitle };

/** Guest-only (proxy.ts). */
export default async function ForgetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  return <ForgotPasswordFlow demo={serverEnv().DEMO_MODE} notice={noticeFrom(await searchParams)} />;
}
