"use client";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons";
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
}

/** A native modal dialog: a bottom sheet on mobile, centred from 768 px; Esc and the backdrop close it. */
export function Dialog({ open, onClose, title, children, actions, testId, dismissLabel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
      data-testid={testId}
    >
      <div className={s.body}>
        <h2 id={titleId} className={dismissLabel ? `${s.title} ${s.titleBeside}` : s.title}>
          {title}
        </h2>
        {children}
        {actions && <div className={s.actions}>{actions}</div>}
        {/* Last in the tab order, so opening the dialog focuses its content; drawn in the corner. */}
        {dismissLabel && (
          <button type="button" className={s.dismiss} onClick={onClose} aria-label={dismissLabel}>
            <CloseIcon size={20} />
          </button>
        )}
      </div>
    </dialog>
  );
}

export function DialogText({ children }: { children: ReactNode }) {
  return <p className={s.text}>{children}</p>;
}
