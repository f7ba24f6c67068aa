"use client";
import { usePathname } from "next/navigation";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { useUiStore } from "@/stores/ui-store";
import { Button, ButtonLink } from "@/components/ui/button";
import { Dialog, DialogText } from "@/components/ui/dialog";

/** SPEC.md §2 'Log in to play?': close, or go to login (returning to this page afterwards). */
export function LoginPrompt() {
  const returnTo = usePathname();
  const open = useUiStore((s) => s.loginPromptOpen);
  const close = useUiStore((s) => s.closeLoginPrompt);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={th.auth.loginToPlayTitle}
      testId="login-prompt"
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {th.labels.close}
          </Button>
          <ButtonLink href={paths.login(returnTo === "/" ? undefined : returnTo)} onClick={close}>
            {th.nav.login}
          </ButtonLink>
        </>
      }
    >
      <DialogText>{th.auth.loginToPlayBody}</DialogText>
    </Dialog>
  );
}
