"use client";
import { useRef } from "react";
import type { SiteInfo } from "@/lib/api/contract/site";
import type { MaintenanceRecord } from "@/lib/popups/queries";
import { popupsText } from "@/lib/i18n/th/popups";
import { Dialog } from "@/components/ui/dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { Button, buttonClass } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { Glyph } from "@/components/ui/glyph";
import { OperatorHtml } from "./operator-html";
import s from "./popups.module.css";

/** Maintenance popup: image (optionally linking out), HTML, the don't-show-again box, the LINE button, close. */
export function MaintenancePopup({ record, info, onClose }: { record: MaintenanceRecord; info: SiteInfo; onClose: (snooze: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  const close = () => onClose(Boolean(box.current?.checked));
  // eslint-disable-next-line @next/next/no-img-element -- an operator's image from anywhere: no next/image loader for it
  const image = record.img ? <img className={s.image} src={record.img} alt="" /> : null;
  return (
    <Dialog open onClose={close} title={popupsText.maintenanceTitle} testId="maintenance-popup" sitePopup dismissLabel={popupsText.close}>
      {image && (record.img_url ? <ExternalLink href={record.img_url} className={s.imageLink}>{image}</ExternalLink> : image)}
      <OperatorHtml html={record.content} testId="maintenance-content" />
      <Checkbox ref={box}>{popupsText.dontShowAgain}</Checkbox>
      <div className={s.stack}>
        <ExternalLink href={info.line} className={buttonClass({ variant: "gold", block: true }, s.line)}>
          <Glyph name="chat" size={20} />
          {info.name}
        </ExternalLink>
        <Button variant="ghost" block onClick={close}>
          {popupsText.close}
        </Button>
      </div>
    </Dialog>
  );
}
