import type { Metadata } from "next";
import { AuthenticateView } from "@/components/auth/authenticate-view";
import { th } from "@/lib/i18n/th";

/** The code must not leak to other sites through the Referer header. */
export const metadata: Metadata = { title: th.authenticate.title, referrer: "no-referrer" };

/**
 * /authenticate and /authentication: a one-time login code from the query becomes a session. Neither is
 * guest-only, so a member following a fresh link is not turned away before the code is used.
 */
export default async function AuthenticatePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { code } = await searchParams;
  return <AuthenticateView code={typeof code === "string" ? code : null} />;
}
