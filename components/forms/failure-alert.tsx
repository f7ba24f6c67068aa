"use client";
import { toast } from "@/lib/toast";
import { failureOf, type Failure } from "@/lib/api/form-errors";
import { apiText } from "@/lib/i18n/th/api";
import { useSecondsLeft } from "@/lib/use-seconds-left";
import { Alert } from "@/components/ui/field";

/** Turns a failed call into what the member sees: an error toast now, and the Failure for the form's alert. */
export function reportFailure(error: unknown): Failure {
  const failure = failureOf(error);
  toast.error(failure.message, { id: "account-failure" });
  return failure;
}

/** The form's alert (role="alert"); a 429 counts down to when the member may try again, then goes away. */
export function FailureAlert({ failure, testId }: { failure: Failure | null; testId?: string }) {
  const left = useSecondsLeft(failure?.retryUntil ?? null);
  if (!failure) return null;
  if (failure.retryUntil !== null) {
    return left > 0 ? <Alert testId={testId}>{apiText.tryAgainIn(left)}</Alert> : null;
  }
  return <Alert testId={testId}>{failure.message}</Alert>;
}
