"use client";
import type { NewsItem } from "@/lib/popups/queries";
import { popupsText } from "@/lib/i18n/th/popups";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { OperatorHtml } from "./operator-html";
import s from "./popups.module.css";

/** The promotion news popup: title, HTML content, close. */
export function NewsPopup({ item, onClose }: { item: NewsItem; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={item.title} testId="news-popup" sitePopup dismissLabel={popupsText.close}>
      <span className={s.badge}>{popupsText.newsBadge}</span>
      <OperatorHtml html={item.content} testId="news-content" />
      <Button variant="gold" block onClick={onClose}>
        {popupsText.close}
      </Button>
    </Dialog>
  );
}
