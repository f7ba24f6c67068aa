"use client";

import { useState, type ComponentProps, type ReactNode } from "react";
import { firstMessage } from "@/lib/api/errors";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert } from "@/components/ui/field";
import s from "./backoffice.module.css";

/**
 * A staff decision in a dialog: Cancel, or the confirm button, which runs `decide`. Done, its words are the toast and
 * the dialog closes; refused, the API's Thai shows above the form (`<testId>-error`) and the dialog stays open.
 */
export function StaffDecision({
  title,
  testId,
  confirm,
  variant,
  incomplete = false,
  decide,
  onDone,
  children,
}: {
  title: string;
  testId: string;
  confirm: string;
  variant?: ComponentProps<typeof Button>["variant"];
  /** The form lacks what the rule needs (a reason): confirm stays off. */
  incomplete?: boolean;
  /** Makes the decision; answers the success toast's words. */
  decide: () => Promise<string>;
  onDone: () => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    setBusy(true);
    try {
      toast.success(await decide());
      onDone();
    } catch (e) {
      setFailure(firstMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onDone}
      title={title}
      testId={testId}
      actions={
        <>
          <Button variant="ghost" onClick={onDone} disabled={busy}>
            {b.cancel}
          </Button>
          <Button variant={variant} onClick={() => void submit()} disabled={busy || incomplete}>
            {confirm}
          </Button>
        </>
      }
    >
      <div className={s.dialogForm}>
        {failure && <Alert testId={`${testId}-error`}>{failure}</Alert>}
        {children}
      </div>
    </Dialog>
  );
}
