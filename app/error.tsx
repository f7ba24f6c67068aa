"use client";
import { useEffect } from "react";
import { ErrorView } from "@/components/layout/error-view";
import { Button } from "@/components/ui/button";
import { isChunkLoadError } from "@/lib/chunk-reload";
import { errorsText } from "@/lib/i18n/th/errors";

/** Any other error shows its status (or 500) and 'An error occurred'. Nothing technical is shown. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    // A chunk that failed to load is handled by the reload guard; rethrowing lets it see the error.
    if (isChunkLoadError(error)) window.dispatchEvent(new ErrorEvent("error", { error }));
  }, [error]);
  const status = typeof error.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
  return (
    <ErrorView status={status} title={errorsText.generic} thai={errorsText.genericThai}>
      <Button variant="ghost" onClick={reset}>
        {errorsText.retry}
      </Button>
    </ErrorView>
  );
}

/**
 * The 404 page's view (app/not-found.tsx): ErrorView as a client component, so the not-found fallback that every page's
 * RSC payload carries twice (the root layout's and the site layout's) is four words, not its element tree. Exported
 * from this module, which every page loads already (the error boundary), so its chunk is the boundary's own.
 */
export function NotFoundView(props: { status: number; title: string; message: string; thai: string }) {
  return <ErrorView {...props} />;
}
