"use client";
import type { NewsItem } from "@/lib/popups/queries";
import { th } from "@/lib/i18n/th";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { OperatorHtml } from "./operator-html";
import s from "./popups.module.css";

/** SPEC.md §2's promotion news popup: title, HTML content, close. */
export function NewsPopup({ item, onClose }: { item: NewsItem; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={item.title} testId="news-popup" dismissLabel={th.popups.close}>
      <span className={s.badge}>{th.popups.newsBadge}</span>
      <OperatorHtml html={item.content} testId="news-content" />
      <Button variant="gold" block onClick={onClose}>
        {th.popups.close}
      </Button>
    </Dialog>
  );
}
