"use client";
import { useEffect, useId, useRef, type ReactNode } from "react";
import s from "./dialog.module.css";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** A native modal dialog: a bottom sheet on mobile, centred from 768 px; Esc and the backdrop close it. */
export function Dialog({ open, onClose, title, children, actions, testId }: DialogProps) {
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
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        {children}
        {actions && <div className={s.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}

export function DialogText({ children }: { children: ReactNode }) {
  return <p className={s.text}>{children}</p>;
}
