// Part "pages": per page, first-load JS, HTML bytes and Lighthouse medians, each next to the floor page's figure (and the
// floor with the site's first banner, to show what an image as the LCP element costs by itself); then
// the HTML bytes and first-load JS of every route (routes.ts) for a visitor and a member, on the demo data and with
// long lists, each over the 64 KB budget marked (a figure, never a failure).
import { lighthouse, LIGHTHOUSE_VERSION, type Vitals } from "./lighthouse";
import { HTML_BUDGET, moreLinkOf, PAGE_ROUTES, type Who } from "./routes";
import { weigh, weighPage, type Weight } from "./size";
import { kb, kib, ms, printTable, ratio } from "./table";

const PAGES = [
  { name: "/", path: "/", member: false },
  { name: "/slot", path: "/slot", member: false },
  { name: "/login", path: "/login", member: false },
  { name: "/register", path: "/register", member: false },
  { name: "member /", path: "/", member: true },
  { name: "/deposit", path: "/deposit", member: true },
  { name: "/history", path: "/history", member: true },
];

/**
 * `fronts`: the app's and the floor's URLs behind the front (--front), where Lighthouse measures them; the weights are
 * read from the servers themselves either way (the same bytes, before compression).
 */
export async function benchPages(appUrl: string, cookie: string, floorUrl: string, runs: number, fronts?: { app: string; floor: string }) {
  const targets = [
    { name: "floor /", base: floorUrl, seen: fronts?.floor ?? floorUrl, path: "/", cookie: undefined as string | undefined },
    // The floor with one banner image (floor/app/banner): the site's pages have one as their LCP element.
    { name: "floor /banner", base: floorUrl, seen: fronts?.floor ?? floorUrl, path: "/banner", cookie: undefined as string | undefined },
    ...PAGES.map((p) => ({ name: p.name, base: appUrl, seen: fronts?.app ?? appUrl, path: p.path, cookie: p.member ? cookie : undefined })),
  ];
  const weights: Weight[] = [];
  for (const t of targets) weights.push(await weigh(t.base, t.path, t.cookie));
  const vitals: Vitals[] = targets.map((t) => lighthouse(t.seen + t.path, runs, t.cookie));

  const [fw, fv] = [weights[0]!, vitals[0]!];
  console.log(`\nFirst-load JS: gzip -9 of the scripts the HTML references (noModule polyfill excluded). HTML: bytes as rendered.`);
  console.log(`CSS: gzip -9 of the stylesheets the HTML links (render-blocking), and how many.`);
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling, median of ${runs} (a run without a score is run again).`);
  if (fronts) console.log("Lighthouse through the front (nginx: TLS, HTTP/2, gzip/brotli), the floor behind one of its own.");
  console.log("× = ratio to the floor page.\n");
  printTable(
    ["page", "JS gzip", "×", "CSS gzip", "sheets", "HTML", "×", "score", "×", "LCP", "×", "TBT", "×", "CLS", "scores"],
    targets.map((t, i) => {
      const w = weights[i]!;
      const v = vitals[i]!;
      return [
        t.name,
        kib(w.js),
        ratio(w.js, fw.js),
        kib(w.css),
        String(w.sheets),
        kb(w.html),
        ratio(w.html, fw.html),
        String(v.score),
        ratio(v.score, fv.score),
        ms(v.lcp),
        ratio(v.lcp, fv.lcp),
        ms(v.tbt),
        ratio(v.tbt, fv.tbt),
        Number.isFinite(v.cls) ? v.cls.toFixed(3) : "n/a",
        v.scores.join(" ") + (v.failed ? ` (+${v.failed} failed)` : ""),
      ];
    }),
  );
}

/** A session's Cookie header, or none for the visitor. */
export interface Site {
  url: string;
  member: string;
}

type Cell = { html: number; js: number } | null;

/**
 * The HTML bytes (as sent, before compression) and first-load JS of every route of routes.ts, for a visitor and for
 * the member, and of the page each one's "ดูเพิ่ม" link leads to. `long` is a second app whose lists are long (its
 * category pages full with a next page, RTP tables with a next page, the member with a long history): its HTML
 * figures stand beside the demo data's.
 */
export async function benchRoutes(demo: Site, long: Site, longWhat: string) {
  const rows = new Map<string, Partial<Record<`${"demo" | "long"}-${Who}`, Cell>>>();
  // In the list's order, each route's next page right after it (a row with no figure is left out).
  for (const route of PAGE_ROUTES) {
    rows.set(route.path, {});
    if (route.more) rows.set(`${route.path} ดูเพิ่ม`, {});
  }
  for (const [key, site] of [["demo", demo], ["long", long]] as const) {
    for (const route of PAGE_ROUTES) {
      for (const who of route.who) {
        const cookie = who === "member" ? site.member : undefined;
        const page = await weighPage(site.url, route.path, cookie, route.status ?? 200);
        const cells = rows.get(route.path)!;
        cells[`${key}-${who}`] = { html: page.html, js: page.js };
        const next = route.more ? moreLinkOf(page.body, route.path) : null;
        if (next) {
          const name = `${route.path} ดูเพิ่ม`;
          const more = await weighPage(site.url, next, cookie);
          rows.get(name)![`${key}-${who}`] = { html: more.html, js: more.js };
        }
      }
    }
  }
  let over = 0;
  const html = (c: Cell | undefined) => {
    if (!c) return "";
    if (c.html > HTML_BUDGET) over++;
    return `${c.html.toLocaleString("en-US")}${c.html > HTML_BUDGET ? " !" : "  "}`;
  };
  const js = (c: Cell | undefined) => (c ? kib(c.js) : "");
  console.log(`\nHTML of every route: bytes as sent (before compression); "!" = over the ${HTML_BUDGET.toLocaleString("en-US")}-byte budget.`);
  console.log(`First-load JS: gzip -9, as above. Long lists: ${longWhat}.\n`);
  printTable(
    ["route", "visitor HTML", "JS gzip", "member HTML", "JS gzip", "long: visitor HTML", "member HTML"],
    [...rows].filter(([, c]) => Object.keys(c).length > 0).map(([name, c]) => [
      name,
      html(c["demo-visitor"]),
      js(c["demo-visitor"]),
      html(c["demo-member"]),
      js(c["demo-member"]),
      html(c["long-visitor"]),
      html(c["long-member"]),
    ]),
  );
  console.log(over ? `\n${over} figure(s) over the budget.` : "\nEvery route within the budget.");
}
