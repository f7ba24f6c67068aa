import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/password/change-password-form";
import { noticeFrom } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.password.changeTitle };

/** Member-only (proxy.ts). */
export default async function ChangePasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ChangePasswordForm notice={noticeFrom(await searchParams)} />;
}
