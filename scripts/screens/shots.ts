// What a shooting run writes beside its PNGs, and the name of each shot: the compare step pairs shots by name.
import fs from "node:fs";
import path from "node:path";
import type { Who } from "../bench/routes";

export const WIDTHS = [375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

export interface Shot {
  /** The file name, without the folder: `<page>--<who>--<width>.png`. */
  file: string;
  path: string;
  who: Who;
  width: Width;
  /** The page's answer to the navigation and where it ended (a redirect followed). */
  status: number | null;
  finalPath: string;
  /** Size of the PNG in CSS pixels. */
  size: { width: number; height: number };
  /** Site popups closed before the shot (news, notifications, maintenance), by test id. */
  popupsClosed: string[];
  /** Uncaught errors of the page, and requests still open when the shot was taken: both make a shot suspect. */
  pageErrors: string[];
  networkBusy: boolean;
}

export interface Manifest {
  url: string;
  /** The browser's clock during every shot (ms since the epoch). */
  clock: number;
  takenAt: string;
  shots: Shot[];
}

export const MANIFEST = "manifest.json";

/** "/history?tab=0" → "history_tab-0"; "/" → "home". */
export function pageSlug(pagePath: string): string {
  const slug = pagePath
    .replace(/^\//, "")
    .replace(/[?&]/g, "_")
    .replace(/[^a-zA-Z0-9_-]+/g, "-")
    .replace(/-+$/, "");
  return slug === "" ? "home" : slug;
}

export const shotFile = (pagePath: string, who: Who, width: number) => `${pageSlug(pagePath)}--${who}--${width}.png`;

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: is ${dir} the output of \`screens shoot\`?`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
}
