import { referralPageText } from "@/lib/i18n/th/referral-page";
import { Button } from "@/components/ui/button";
import { Dialog, DialogText } from "@/components/ui/dialog";

const t = referralPageText;

/** The server's answer to a commission claim. */
export function ClaimDialog({ answer, onClose }: { answer: { ok: boolean; text: string } | null; onClose: () => void }) {
  return (
    <Dialog
      open={answer !== null}
      onClose={onClose}
      title={answer?.ok ? t.claimOk : t.claimFailed}
      testId="commission-claim-dialog"
      actions={
        <Button variant="gold" block onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      <DialogText>{answer?.text || (answer?.ok ? t.claimOk : t.claimFailed)}</DialogText>
    </Dialog>
  );
}
