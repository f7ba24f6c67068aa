import { th } from "@/lib/i18n/th";
import { isPlayEndReason, playEndedText } from "@/lib/demo-provider/play-ended";
import { ProviderNotice } from "@/components/demo-provider/provider-frame";

export const metadata = { title: th.demoProvider.sessionTitle };

/** Where a used, expired, unknown or revoked launch token leads; a revoked one says why (`?ended=`). */
export default async function LinkInvalidPage({ searchParams }: { searchParams: Promise<{ ended?: string | string[] }> }) {
  const { ended } = await searchParams;
  const text = isPlayEndReason(ended) ? playEndedText(ended) : th.demoProvider.linkInvalid;
  return <ProviderNotice testId="launch-link-invalid" title={th.demoProvider.sessionTitle} text={text} />;
}
