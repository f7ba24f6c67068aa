import type hotToast from "react-hot-toast";
import { loadOnce } from "./load-once";

type Toast = typeof hotToast;

const load = loadOnce(() => import("react-hot-toast").then((m) => m.default));

function later(show: (toast: Toast) => void) {
  load().then(show, () => undefined);
}

/**
 * react-hot-toast's `toast`, with the library (and its CSS-in-JS runtime) out of every page's first load: it is fetched
 * with the first toast — or before, with the lazily mounted <Toaster> (app/providers.tsx) — and the calls run in the
 * order made, on the same store the Toaster shows. One loader also keeps a page's chunks from carrying a copy of the
 * library beside the layout's (Turbopack chunks a layout's and a page's client code apart).
 */
export const toast = Object.assign((...args: Parameters<Toast>) => later((t) => t(...args)), {
  success: (...args: Parameters<Toast["success"]>) => later((t) => t.success(...args)),
  // An error interrupts (role="alert"); the library announces every toast politely (role="status") by default.
  error: (message: Parameters<Toast["error"]>[0], options?: Parameters<Toast["error"]>[1]) =>
    later((t) => t.error(message, { ariaProps: { role: "alert", "aria-live": "assertive" }, ...options })),
  dismiss: (...args: Parameters<Toast["dismiss"]>) => later((t) => t.dismiss(...args)),
});
