import type { Metadata } from "next";
import { NotFoundView } from "./error";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.errors.notFoundStatus };

/** An unmatched route shows 404 'Not Found' / 'This page could not be found'. */
export default function NotFound() {
  return <NotFoundView status={404} title={th.errors.notFoundStatus} message={th.errors.pageNotFound} thai={th.errors.notFoundThai} />;
}
