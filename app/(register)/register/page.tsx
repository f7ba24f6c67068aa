import type { Metadata } from "next";
import { connection } from "next/server";
import { RegisterFlow } from "@/components/register/register-flow";
import { noticeFrom } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";
import { serverEnv } from "@/server/env";

export const metadata: Metadata = { title: th.register.title };

/** Guest-only (proxy.ts). Demo mode is read at request time, so the OTP step may show the demo outbox's code. */
export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  return <RegisterFlow demo={serverEnv().DEMO_MODE} notice={noticeFrom(await searchParams)} />;
}
