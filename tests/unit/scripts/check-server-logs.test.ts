// @vitest-environment node
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-logs-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs scripts/check-server-logs.mjs on a log of these lines and these expectations. */
function check(lines: string[], expected: object[]) {
  const log = path.join(dir, "e2e.log");
  const expectations = path.join(dir, "expect.jsonl");
  fs.writeFileSync(log, lines.map((l) => `[WebServer] ${l}`).join("\n"));
  fs.writeFileSync(expectations, expected.map((e) => JSON.stringify(e)).join("\n"));
  const run = spawnSync(process.execPath, ["scripts/check-server-logs.mjs", "--expect", expectations, log], { encoding: "utf8" });
  return { status: run.status, out: run.stdout };
}

const deposit = { level: "info", req_id: "0b7c…-id", money: "deposit_opened", member_id: 7, msg: "money: deposit opened" };

describe("check-server-logs", () => {
  it("passes a log with the expected line and nothing that names a member", () => {
    expect(check([JSON.stringify(deposit)], [{ req_id: deposit.req_id, money: "deposit_opened" }])).toMatchObject({ status: 0 });
    // The front's hex request ids may hold ten digits that look like a phone number; a masked phone is no finding.
    const hexId = { ...deposit, req_id: "dc9c6429e1c316324c0997272726e901", to: "08x-xxx-5678" };
    expect(check([JSON.stringify(hexId)], [])).toMatchObject({ status: 0 });
  });

  it("fails when an expected line is missing (another request id) or a phone is in clear", () => {
    const missing = check([JSON.stringify(deposit)], [{ req_id: "another", money: "deposit_opened" }]);
    expect(missing.status).toBe(1);
    expect(missing.out).toContain('no log line with {"req_id":"another","money":"deposit_opened"}');
    const phone = check([JSON.stringify({ ...deposit, to: "0812345678" })], []);
    expect(phone.status).toBe(1);
    expect(phone.out).toContain("a phone number in clear");
  });
});
