"use client";
import dynamic from "next/dynamic";
import { useState, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "@/lib/api/contract/site";
import { useProfile } from "@/lib/customers/queries";
import { fetchMaintenance, fetchPopupNews, notificationsOf } from "@/lib/popups/queries";
import { useMarkRead } from "@/lib/popups/mutations";
import { markNewsSeen, maintenanceSnoozed, seenNews, snoozeMaintenance } from "@/lib/popups/storage";
import { QueryProvider } from "@/components/session/query-provider";
import { useUiStore } from "@/stores/ui-store";

// Each dialog's code and styles load only when it has something to show: most page views show none, and a stylesheet
// added to a loaded page makes the browser restyle all of it.
const MaintenancePopup = dynamic(() => import("./maintenance-popup").then((m) => m.MaintenancePopup), { ssr: false });
const NotificationPopup = dynamic(() => import("./notification-popup").then((m) => m.NotificationPopup), { ssr: false });
const NewsPopup = dynamic(() => import("./news-popup").then((m) => m.NewsPopup), { ssr: false });

/**
 * The site's message popups, one at a time: the maintenance announcement first, then the member's unread
 * notifications, then popup news this browser has not closed. Visitors and members alike (notifications: members).
 * None shows while a page's own dialog is open or about to (the pre-deposit warning): they follow it.
 */
const noop = () => () => {};

export function SitePopups({ info }: { info: SiteInfo }) {
  // Cookie and storage are read once hydrated (the server renders no popup); the snooze as the page opened.
  const hydrated = useSyncExternalStore(noop, () => true, () => false);
  const [snoozedAtLoad] = useState(() => (typeof document === "undefined" ? true : maintenanceSnoozed()));
  const [maintenanceDone, setMaintenanceDone] = useState(false);
  const [doneNotes, setDoneNotes] = useState<number[]>([]);
  const [closedNews, setClosedNews] = useState<number[]>([]);
  const markNoteRead = useMarkRead();

  const maintenance = useQuery({
    queryKey: ["site", "maintenance"],
    queryFn: ({ signal }) => fetchMaintenance(signal),
    enabled: hydrated && !snoozedAtLoad,
    staleTime: Infinity,
    retry: false,
  });
  const news = useQuery({
    queryKey: ["site", "popup-news"],
    queryFn: ({ signal }) => fetchPopupNews(signal),
    enabled: hydrated,
    staleTime: Infinity,
    retry: false,
  });
  const profile = useProfile();
  const held = useUiStore((s) => s.popupHolds > 0);

  if (!hydrated || held) return null;

  if (!snoozedAtLoad && !maintenanceDone) {
    if (maintenance.isPending) return null;
    if (maintenance.data) {
      return (
        <MaintenancePopup
          key={`m${maintenance.data.id}`}
          record={maintenance.data}
          info={info}
          onClose={(snooze) => {
            if (snooze) snoozeMaintenance();
            setMaintenanceDone(true);
          }}
        />
      );
    }
  }

  const note = notificationsOf(profile.data).find((n) => !doneNotes.includes(n.id));
  if (note) {
    return (
      <NotificationPopup
        key={`n${note.id}`}
        note={note}
        vipLine={info.vip_line}
        onDone={() => {
          setDoneNotes((d) => [...d, note.id]);
          markNoteRead.mutate(note.id);
        }}
      />
    );
  }

  // A member's notifications come before the news: wait for the profile.
  if (profile.isLoading) return null;
  const seen = seenNews();
  const item = (news.data ?? []).find((n) => !seen.includes(n.id) && !closedNews.includes(n.id));
  if (item) {
    return (
      <NewsPopup
        key={`p${item.id}`}
        item={item}
        onClose={() => {
          markNewsSeen(item.id);
          setClosedNews((c) => [...c, item.id]);
        }}
      />
    );
  }
  return null;
}

/** With React Query's provider in the same chunk: a visitor's page has none of its own. */
export function SitePopupsWithQueries({ info }: { info: SiteInfo }) {
  return (
    <QueryProvider>
      <SitePopups info={info} />
    </QueryProvider>
  );
}
