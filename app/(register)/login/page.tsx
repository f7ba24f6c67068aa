import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { noticeFrom } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.auth.loginTitle };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const { redirect } = params;
  return <LoginForm redirect={typeof redirect === "string" ? redirect : null} notice={noticeFrom(params)} />;
}
