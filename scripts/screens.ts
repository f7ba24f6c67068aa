// Whether every page looks exactly as before: screenshots of every page route at 375 and 1280 px, as a visitor and as
// the demo member, taken the same way on two builds and compared pixel by pixel (docs/testing.md, "Screens").
//   npm run screens -- shoot --url http://127.0.0.1:3000 --out DIR
//   npm run screens -- compare DIR_A DIR_B --out DIR_DIFF
//   npm run screens -- refs REF_A REF_B [--out DIR]
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { compare, table } from "./screens/compare";
import { refs } from "./screens/refs";
import { shoot } from "./screens/shoot";

const USAGE = `usage:
  screens shoot --url URL --out DIR [--clock ISO] [--only PATH,...]
  screens compare DIR_A DIR_B --out DIR_DIFF [--tolerance N] [--max-diff-pixels N]
  screens refs REF_A REF_B [--out DIR] [--work DIR] [--port 3203] [--lock FILE | --no-lock] [--clock ISO]
               [--only PATH,...] [--tolerance N] [--max-diff-pixels N] [--clean]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string" },
    out: { type: "string" },
    work: { type: "string" },
    port: { type: "string", default: "3203" },
    lock: { type: "string", default: process.env.SCREENS_LOCK ?? "/tmp/e2e.lock" },
    "no-lock": { type: "boolean", default: false },
    clock: { type: "string" },
    only: { type: "string" },
    // Above the anti-aliasing that varies between two shots of the same build (docs/testing.md).
    tolerance: { type: "string", default: "32" },
    "max-diff-pixels": { type: "string", default: "25" },
    clean: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const count = (name: string, text: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} takes a whole number, not ${text}`);
  return n;
};

/** The clock given, or the start of the current hour: a round time both runs of a comparison share. */
function clockOf(text: string | undefined): number {
  if (!text) return Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const t = Date.parse(text);
  if (!Number.isFinite(t)) fail(`--clock takes an ISO time, not ${text}`);
  return t;
}

const only = values.only?.split(",").filter(Boolean);
const tolerance = count("tolerance", values.tolerance);
const maxDiffPixels = count("max-diff-pixels", values["max-diff-pixels"]);
const [command, ...args] = positionals;

if (command === "shoot") {
  if (!values.url || !values.out || args.length) fail("shoot needs --url and --out");
  await shoot({ url: values.url.replace(/\/$/, ""), out: values.out, clock: clockOf(values.clock), only });
} else if (command === "compare") {
  if (args.length !== 2 || !values.out) fail("compare needs two shot folders and --out");
  const results = compare({ a: args[0]!, b: args[1]!, out: values.out, tolerance, maxDiffPixels });
  console.log(table(results, { a: args[0]!, b: args[1]! }));
  process.exitCode = results.some((r) => r.differs) ? 1 : 0;
} else if (command === "refs") {
  if (args.length !== 2) fail("refs needs two commits");
  const results = await refs({
    refs: [args[0]!, args[1]!],
    out: path.resolve(values.out ?? `.screens/${args[0]!.replace(/[^\w.-]+/g, "_")}-${args[1]!.replace(/[^\w.-]+/g, "_")}`),
    work: path.resolve(values.work ?? path.join(os.tmpdir(), "screens")),
    port: count("port", values.port),
    lock: values["no-lock"] ? null : values.lock,
    clock: clockOf(values.clock),
    only,
    tolerance,
    maxDiffPixels,
    clean: values.clean,
  });
  process.exitCode = results.some((r) => r.differs) ? 1 : 0;
} else {
  fail(command ? `unknown command ${command}` : "a command is needed");
}
