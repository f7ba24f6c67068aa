// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseInUse, lockDatabaseDir, lockFileOf } from "@/server/db/pglite-lock";

const dirs: string[] = [];
function freshDir(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-")), "db");
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

const startTicks = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
};

/** Another running process, standing in for a second server or `npm run ops`. */
async function otherProcess() {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  await new Promise((r) => child.once("spawn", r));
  return child;
}

describe("the embedded database's directory lock", () => {
  it("is taken by the first process; another process that holds it makes this one refuse, naming the pid", async () => {
    const dir = freshDir();
    const other = await otherProcess();
    try {
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      fs.writeFileSync(lockFileOf(dir), `${other.pid} ${startTicks(other.pid!)}\n`);
      let refusal: unknown;
      try {
        lockDatabaseDir(dir);
      } catch (e) {
        refusal = e;
      }
      expect(refusal).toBeInstanceOf(DatabaseInUse);
      expect((refusal as Error).message).toContain(`pid ${other.pid}`);
      expect((refusal as Error).message).toContain("DATABASE_URL");
      expect(fs.existsSync(dir)).toBe(false); // nothing of the database was touched
    } finally {
      other.kill();
    }
  });

  it("takes over a lock whose process is gone (killed, crashed)", async () => {
    const dir = freshDir();
    const other = await otherProcess();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(lockFileOf(dir), `${other.pid} ${startTicks(other.pid!)}\n`);
    other.kill("SIGKILL");
    await new Promise((r) => other.once("exit", r));
    const release = lockDatabaseDir(dir);
    expect(fs.readFileSync(lockFileOf(dir), "utf8")).toMatch(new RegExp(`^${process.pid} `));
    release();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
  });

  it("takes over a lock whose pid now belongs to another program (the start time differs)", () => {
    const dir = freshDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(lockFileOf(dir), `1 ${Number(startTicks(1)) + 12345}\n`);
    lockDatabaseDir(dir)();
  });

  it("is held once per process: taking it again returns the same release", () => {
    const dir = freshDir();
    const release = lockDatabaseDir(dir);
    expect(lockDatabaseDir(dir)).toBe(release);
    release();
  });
});
