// The e2e runs' server lines ("[WebServer] …" in each pass's output) must hold nothing that names a member or lets
// someone in: no phone number in clear, no demo password, no bearer token or session cookie, no token field's value
// (docs/operations.md#logs). And each line the specs expect (`--expect <file>`, one JSON object per line, written by
// e2e/scraper.ts's expectLogLine) must be there: a JSON log line with those fields. Usage:
// node scripts/check-server-logs.mjs [--expect <file>] <log>…; exit 1 on a finding, naming the line.
import fs from "node:fs";

const demoPassword = /password: "([^"]+)"/.exec(fs.readFileSync(new URL("../server/db/seed-data.ts", import.meta.url), "utf8"))?.[1];
if (!demoPassword) throw new Error("server/db/seed-data.ts: the demo member's password not found");

const FINDINGS = [
  // Not inside a word: a request id's hex digits (the front's) may hold ten digits that look like a phone.
  ["a phone number in clear", /(?<![\dA-Za-z])0[689]\d{8}(?![\dA-Za-z])/],
  ["the demo password", new RegExp(demoPassword)],
  ["a bearer token", /Bearer\s+[\w.~+/-]{16,}/],
  ["a session cookie", /\bjwt=[^;\s"]{16,}/],
  ["a token field's value", /"(?:access_token|token|device_token)"\s*:\s*"(?!\[redacted\])[^"]/],
];

const args = process.argv.slice(2);
const expectAt = args.indexOf("--expect");
const expectFile = expectAt >= 0 ? args.splice(expectAt, 2)[1] : undefined;
const expected = expectFile && fs.existsSync(expectFile) ? fs.readFileSync(expectFile, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)) : [];

let lines = 0;
const found = [];
const logged = [];
for (const file of args) {
  if (!fs.existsSync(file)) continue;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.includes("[WebServer]")) continue;
    lines++;
    for (const [what, pattern] of FINDINGS) if (pattern.test(line)) found.push(`${file}: ${what}: ${line.slice(0, 300)}`);
    const json = line.slice(line.indexOf("{"));
    if (json.startsWith("{")) {
      try {
        logged.push(JSON.parse(json));
      } catch {
        // not a log line of ours
      }
    }
  }
}
for (const fields of expected) {
  const there = logged.some((entry) => Object.entries(fields).every(([k, v]) => entry[k] === v));
  if (!there) found.push(`no log line with ${JSON.stringify(fields)}`);
}
console.log(`server log lines checked: ${lines}; expected lines: ${expected.length}; findings: ${found.length}`);
for (const f of found.slice(0, 20)) console.log(`  ${f}`);
process.exit(found.length ? 1 : 0);
