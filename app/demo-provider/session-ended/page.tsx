import { th } from "@/lib/i18n/th";
import { isPlayEndReason, playEndedText } from "@/lib/demo-provider/play-ended";
import { ProviderNotice } from "@/components/demo-provider/provider-frame";

export const metadata = { title: th.demoProvider.sessionTitle };

/** Where the game page sends a player whose game session has ended; why, when the site ended it (`?reason=`). */
export default async function SessionEndedPage({ searchParams }: { searchParams: Promise<{ reason?: string | string[] }> }) {
  const { reason } = await searchParams;
  return (
    <ProviderNotice testId="provider-session-gone" title={th.demoProvider.sessionTitle} text={playEndedText(isPlayEndReason(reason) ? reason : null)} />
  );
}
