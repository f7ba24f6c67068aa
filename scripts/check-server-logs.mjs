// The e2e runs' server lines ("[WebServer] …" in each pass's output) must hold nothing that names a member or lets
// someone in: no phone number in clear, no demo password, no bearer token or session cookie, no token field's value
// (docs/operations.md#logs). Usage: node scripts/check-server-logs.mjs <log>…; exit 1 on a finding, naming the line.
import fs from "node:fs";

const demoPassword = /password: "([^"]+)"/.exec(fs.readFileSync(new URL("../server/db/seed-data.ts", import.meta.url), "utf8"))?.[1];
if (!demoPassword) throw new Error("server/db/seed-data.ts: the demo member's password not found");

const FINDINGS = [
  ["a phone number in clear", /(?<![\dx])0[689]\d{8}(?!\d)/],
  ["the demo password", new RegExp(demoPassword)],
  ["a bearer token", /Bearer\s+[\w.~+/-]{16,}/],
  ["a session cookie", /\bjwt=[^;\s"]{16,}/],
  ["a token field's value", /"(?:access_token|token|device_token)"\s*:\s*"(?!\[redacted\])[^"]/],
];

let lines = 0;
const found = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.includes("[WebServer]")) continue;
    lines++;
    for (const [what, pattern] of FINDINGS) if (pattern.test(line)) found.push(`${file}: ${what}: ${line.slice(0, 300)}`);
  }
}
console.log(`server log lines checked: ${lines}; findings: ${found.length}`);
for (const f of found.slice(0, 20)) console.log(`  ${f}`);
process.exit(found.length ? 1 : 0);
