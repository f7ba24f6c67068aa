"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import type { backofficeSignIn } from "@/lib/api/contract/backoffice";
import { firstMessage } from "@/lib/api/errors";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { useStaffSignIn } from "@/lib/backoffice/mutations";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { Button } from "@/components/ui/button";
import { Alert, Field } from "@/components/ui/field";

type Body = NonNullable<(typeof backofficeSignIn)["body"]>;
const resolver = lazyResolver(() => import("@/lib/api/contract/backoffice").then((m) => m.backofficeSignIn.body as Body));

/** Username, password and the authenticator's code; on success the queue. Posted without JavaScript, nothing leaves the page's URL. */
export function StaffSignInForm() {
  const router = useRouter();
  const signIn = useStaffSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<Body>, unknown, z.output<Body>>({ resolver, defaultValues: { username: "", password: "", code: "" } });
  const { errors } = form.formState;
  const busy = signIn.isPending || signIn.isSuccess;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn.mutateAsync(values);
      router.replace("/backoffice");
      router.refresh();
    } catch (e) {
      setFailure(firstMessage(e));
      form.setValue("code", "");
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {failure && <Alert testId="staff-sign-in-error">{failure}</Alert>}
      <Field label={b.username} autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...form.register("username")} />
      <Field label={b.password} type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      <Field
        label={b.code}
        hint={b.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...form.register("code")}
      />
      <Button type="submit" block disabled={busy}>
        {busy ? b.signingIn : b.signIn}
      </Button>
    </form>
  );
}
