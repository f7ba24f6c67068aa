"use client";
import "./fonts.css";
import "./globals.css";
import { ErrorView } from "@/components/layout/error-view";
import { errorsText } from "@/lib/i18n/th/errors";

/** When even the layout fails: 'An error occurred while showing the error page' (a required wording). */
export default function GlobalError() {
  return (
    // "wf": Kanit straight away (font-display: swap); the root layout's WebFonts is not here.
    <html lang="th" className="wf">
      <body>
        <ErrorView status={500} title={errorsText.generic} message={errorsText.errorPageFailed} thai={errorsText.genericThai} />
      </body>
    </html>
  );
}
