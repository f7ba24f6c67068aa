"use client";
import "@fontsource/kanit/400.css";
import "@fontsource/kanit/600.css";
import "./globals.css";
import { ErrorView } from "@/components/layout/error-view";
import { th } from "@/lib/i18n/th";

/** When even the layout fails: SPEC.md §8's 'An error occurred while showing the error page'. */
export default function GlobalError() {
  return (
    <html lang="th">
      <body>
        <ErrorView status={500} title={th.errors.generic} message={th.errors.errorPageFailed} thai={th.errors.genericThai} />
      </body>
    </html>
  );
}
