"use client";
import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The dialog's Tab stops in order; what is not rendered (display: none, a closed details) is none. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest("[inert]") && (typeof el.checkVisibility !== "function" || el.checkVisibility()),
  );
}

/** Focus is nowhere a member could have put it: on the page's body, or on an element no longer in the page. */
function focusLost(inside: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || inside.contains(active);
}

/**
 * Opens and closes a native `<dialog>` as a modal with `open`, and manages its focus the same way in every browser:
 * focus moves in when it opens, Tab and Shift+Tab wrap within it, and it goes back to what had it (the opener) when
 * the dialog closes or leaves the page while open. With `dismissible` false, Esc does nothing (the dialog waits for
 * one of its own buttons).
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, dismissible = true) {
  const opener = useRef<HTMLElement | null>(null);
  const canDismiss = useRef(dismissible);
  useEffect(() => {
    canDismiss.current = dismissible;
  }, [dismissible]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const giveBack = () => {
      const to = opener.current;
      opener.current = null;
      if (to?.isConnected && focusLost(dialog)) to.focus();
    };
    // On the document: a key pressed while focus is on the page's body still belongs to the open modal.
    const onKey = (e: KeyboardEvent) => {
      if (!dialog.open) return;
      if (e.key === "Escape" && !canDismiss.current) {
        // Stops the browser's close request before it starts (a "cancel" is not always cancellable).
        e.preventDefault();
        return;
      }
      if (e.key !== "Tab") return;
      const stops = tabStops(dialog);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) {
        e.preventDefault();
        return;
      }
      const at = document.activeElement;
      const outside = !at || !dialog.contains(at) || at === dialog;
      if (e.shiftKey && (outside || at === first)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (outside || at === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    const onCancel = (e: Event) => {
      if (!canDismiss.current) e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", giveBack);
    return () => {
      document.removeEventListener("keydown", onKey);
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", giveBack);
      // Unmounted while open (a popup its parent drops): no "close" event comes.
      giveBack();
    };
  }, [ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
      // Browsers move focus in on their own; where one did not, the first Tab stop (or the dialog) takes it.
      if (!dialog.contains(document.activeElement)) {
        const first = tabStops(dialog)[0];
        if (first) first.focus();
        else {
          dialog.tabIndex = -1;
          dialog.focus();
        }
      }
    }
    if (!open && dialog.open) dialog.close();
  }, [ref, open]);
}
