// Part "pages": per page, first-load JS, HTML bytes and Lighthouse medians, each next to the floor page's figure.
import { lighthouse, LIGHTHOUSE_VERSION, type Vitals } from "./lighthouse";
import { weigh, type Weight } from "./size";
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

export async function benchPages(appUrl: string, cookie: string, floorUrl: string, runs: number) {
  const targets = [
    { name: "floor /", base: floorUrl, path: "/", cookie: undefined as string | undefined },
    ...PAGES.map((p) => ({ name: p.name, base: appUrl, path: p.path, cookie: p.member ? cookie : undefined })),
  ];
  const weights: Weight[] = [];
  for (const t of targets) weights.push(await weigh(t.base, t.path, t.cookie));
  const vitals: Vitals[] = targets.map((t) => lighthouse(t.base + t.path, runs, t.cookie));

  const [fw, fv] = [weights[0]!, vitals[0]!];
  console.log(`\nFirst-load JS: gzip -9 of the scripts the HTML references (noModule polyfill excluded). HTML: bytes as rendered.`);
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling, median of ${runs} (a run without a score is run again).`);
  console.log("× = ratio to the floor page.\n");
  printTable(
    ["page", "JS gzip", "×", "HTML", "×", "score", "×", "LCP", "×", "TBT", "×", "CLS", "scores"],
    targets.map((t, i) => {
      const w = weights[i]!;
      const v = vitals[i]!;
      return [
        t.name,
        kib(w.js),
        ratio(w.js, fw.js),
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
