"use client";
import { usePathname } from "next/navigation";
import { authText } from "@/lib/i18n/th/auth";
import { labelsText } from "@/lib/i18n/th/labels";
import { navText } from "@/lib/i18n/th/nav";
import { paths } from "@/lib/paths";
import { useUiStore } from "@/stores/ui-store";
import { Button, ButtonLink } from "@/components/ui/button";
import { Dialog, DialogText } from "@/components/ui/dialog";

/** 'Log in to play?': close, or go to login (returning to this page afterwards). */
export function LoginPrompt() {
  const returnTo = usePathname();
  const open = useUiStore((s) => s.loginPromptOpen);
  const close = useUiStore((s) => s.closeLoginPrompt);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={authText.loginToPlayTitle}
      testId="login-prompt"
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {labelsText.close}
          </Button>
          <ButtonLink href={paths.login(returnTo === "/" ? undefined : returnTo)} onClick={close}>
            {navText.login}
          </ButtonLink>
        </>
      }
    >
      <DialogText>{authText.loginToPlayBody}</DialogText>
    </Dialog>
  );
}
