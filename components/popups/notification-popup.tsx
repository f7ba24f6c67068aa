"use client";
import type { NotificationEvent } from "@/lib/api/contract/messages";
import { popupsText } from "@/lib/i18n/th/popups";
import { Dialog } from "@/components/ui/dialog";
import { Button, buttonClass } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { Glyph } from "@/components/ui/glyph";
import s from "./popups.module.css";

/** The "notification" popup: the message (plain text), a submit button that closes it, and the VIP LINE link. */
export function NotificationPopup({ note, vipLine, onDone }: { note: NotificationEvent; vipLine: string; onDone: () => void }) {
  return (
    <Dialog open onClose={onDone} title={popupsText.notificationTitle} testId="notification-popup" sitePopup>
      <p className={s.message} data-testid="notification-message">
        {note.message}
      </p>
      <div className={s.stack}>
        <Button variant="gold" block onClick={onDone}>
          {popupsText.submit}
        </Button>
        {vipLine && (
          <ExternalLink href={vipLine} className={buttonClass({ variant: "outline", block: true }, s.line)}>
            <Glyph name="chat" size={20} />
            {popupsText.vipLine}
          </ExternalLink>
        )}
      </div>
      {vipLine && <p className={s.hint}>{popupsText.vipLineHint}</p>}
    </Dialog>
  );
}
