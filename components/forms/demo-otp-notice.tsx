"use client";
import { useQuery } from "@tanstack/react-query";
import { demoOutboxQueryOptions } from "@/lib/auth/demo-outbox";
import { registerText } from "@/lib/i18n/th/register";
import { Glyph } from "@/components/ui/glyph";
import s from "./otp-form.module.css";

/**
 * Demo mode only (the page decides from the server's DEMO_MODE): no SMS leaves the building, so the code the
 * outbox holds is shown here, clearly marked.
 */
export function DemoOtpNotice({ phone, sentAt }: { phone: string; sentAt: number }) {
  const { data: code } = useQuery(demoOutboxQueryOptions(phone, sentAt));
  if (!code) return null;
  return (
    <p className={s.demo} role="status" data-testid="demo-otp-notice">
      <Glyph name="info" size={20} className={s.demoIcon} />
      <span>{registerText.demoNotice(code)}</span>
    </p>
  );
}
