import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { th } from "@/lib/i18n/th";
import { activityTarget } from "@/lib/api/contract/games";
import { LaunchFrame } from "@/components/launch/launch-frame";
import { ActivityLaunch } from "@/components/launch/activity-launch";
import { urlRule } from "@/server/site/urls";
import { pageSession } from "../_data/page-session";
import { loadSiteShell } from "../_data/site-shell";

export const metadata: Metadata = { title: th.nav.activities, referrer: "no-referrer", robots: { index: false } };

/** /activity?target=football|lotto: mints the member's single-use ticket and moves on to the activity site. */
export default async function ActivityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { target } = await searchParams;
  const parsed = activityTarget.safeParse(Array.isArray(target) ? target[0] : target);
  if (!parsed.success) notFound();
  const [{ info }, { loggedIn }] = await Promise.all([loadSiteShell(), pageSession()]);
  return (
    <LaunchFrame name={info.name}>
      <ActivityLaunch loggedIn={loggedIn} target={parsed.data} allowHttp={urlRule().allowHttp} />
    </LaunchFrame>
  );
}
