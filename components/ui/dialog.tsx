"use client";
import { useId, useRef, useState, type ReactNode } from "react";
import { useHoldPopups } from "@/stores/ui-store";
import { Glyph } from "@/components/ui/glyph";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import s from "./dialog.module.css";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
  /** When given, a close button (×) with this label sits in the corner. */
  dismissLabel?: string;
  /** One of the site's message popups: they wait while any other dialog is open, never for each other. */
  sitePopup?: boolean;
  /** False for a dialog that must be answered with one of its buttons: Esc does not close it. */
  dismissible?: boolean;
}

/**
 * A native modal dialog: a bottom sheet on mobile, centred from 768 px; Esc (unless not `dismissible`) and the backdrop
 * close it. Focus moves in, stays in and goes back to the opener (useModalDialog). Its content is rendered from its
 * first opening on (and kept, for the closing transition): a page's closed dialogs add no HTML.
 * While open it holds the site's message popups back, so two dialogs never stack.
 */
export function Dialog({ open, onClose, title, children, actions, testId, dismissLabel, sitePopup = false, dismissible = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useHoldPopups(open && !sitePopup);
  useModalDialog(ref, open, dismissible);
  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
      data-testid={testId}
    >
      {opened && (
        <div className={s.body}>
          <h2 id={titleId} className={dismissLabel ? `${s.title} ${s.titleBeside}` : s.title}>
            {title}
          </h2>
          {children}
          {actions && <div className={s.actions}>{actions}</div>}
          {/* Last in the tab order, so opening the dialog focuses its content; drawn in the corner. */}
          {dismissLabel && (
            <button type="button" className={s.dismiss} onClick={onClose} aria-label={dismissLabel}>
              <Glyph name="close" size={20} />
            </button>
          )}
        </div>
      )}
    </dialog>
  );
}

export function DialogText({ children }: { children: ReactNode }) {
  return <p className={s.text}>{children}</p>;
}
