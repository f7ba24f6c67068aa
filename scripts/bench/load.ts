// Part "load": req/s and latency of the visitor pages, the trivial dynamic /offline, a static file and the floor page.
import { AUTOCANNON_VERSION, load, type Load } from "./autocannon";
import { count, printTable, ratio } from "./table";

/** A file served as it is from public/ (every page is rendered per request for its CSP nonce). */
const STATIC_FILE = "/icons/icon.svg";

export interface LoadRow {
  name: string;
  result: Load;
}

export const loadRow = (r: LoadRow, base?: number) => [
  r.name,
  count(r.result.rps),
  ...(base === undefined ? [] : [ratio(r.result.rps, base)]),
  `${r.result.p50} ms`,
  `${r.result.p99} ms`,
  String(r.result.non2xx),
  String(r.result.timeouts),
  String(r.result.errors),
];

export async function benchLoad(appUrl: string, floorUrl: string, connections: number, duration: number): Promise<LoadRow[]> {
  const targets = [
    { name: "visitor /", url: appUrl + "/" },
    { name: "/slot", url: appUrl + "/slot" },
    { name: "/offline", url: appUrl + "/offline" },
    { name: `static ${STATIC_FILE}`, url: appUrl + STATIC_FILE },
    { name: "floor /", url: floorUrl + "/" },
  ];
  const rows: LoadRow[] = [];
  for (const t of targets) rows.push({ name: t.name, result: await load(t.url, connections, duration) });

  const offline = rows[2]!.result.rps;
  console.log(`\nautocannon ${AUTOCANNON_VERSION}, ${connections} connections, ${duration} s after a 2 s warm-up. × = ratio to /offline.\n`);
  printTable(["target", "req/s", "×", "p50", "p99", "non-2xx", "timeouts", "errors"], rows.map((r) => loadRow(r, offline)));
  console.log(`\nvisitor / ÷ /offline = ${ratio(rows[0]!.result.rps, offline)} (goal ≥ 0.5)`);
  return rows;
}
