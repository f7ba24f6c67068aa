import { th } from "@/lib/i18n/th";
import { ProviderNotice } from "@/components/demo-provider/provider-frame";

export const metadata = { title: th.demoProvider.sessionTitle };

/** Where a used, expired or unknown launch token leads. */
export default function LinkInvalidPage() {
  return <ProviderNotice testId="launch-link-invalid" title={th.demoProvider.sessionTitle} text={th.demoProvider.linkInvalid} />;
}
