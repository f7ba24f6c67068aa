import type { ReactNode } from "react";
import { errorsText } from "@/lib/i18n/th/errors";
import { paths } from "@/lib/paths";
import b from "@/components/ui/button.module.css";

/** The error page: the status, its wording, and a back-to-home button. */
export function ErrorView({
  status,
  title,
  message,
  thai,
  children,
}: {
  status?: number;
  title: string;
  message?: string;
  thai: string;
  children?: ReactNode;
}) {
  return (
    <div className="error-wrap">
      <div className="error-card" data-testid="error-page">
        <div className="error-moon" aria-hidden="true" />
        {status !== undefined && <p className="error-status">{status}</p>}
        {/* The status's wording is English (as the framework's own pages say it), the line under it Thai: a screen
            reader reads each in its language. */}
        <h1 className="error-title" lang="en">
          {title}
        </h1>
        {message && (
          <p className="error-message" lang="en">
            {message}
          </p>
        )}
        <p className="error-thai">{thai}</p>
        <div className="error-actions">
          {children}
          {/* A plain link, not next/link: the error may have left the client router unusable. It also keeps
              next/link's code out of the error boundaries' chunks, each of which the bundler gives its own copy. */}
          <a href={paths.home()} className={`${b.button} ${b.gold}`}>
            {errorsText.backHome}
          </a>
        </div>
      </div>
    </div>
  );
}
