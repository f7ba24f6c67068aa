// `screens refs A B`: each commit checked out and built apart, served on one seeded database with the server's clock
// standing still, shot, and the two runs compared.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compare, table, type PairResult } from "./compare";
import { shoot } from "./shoot";

export interface RefsOptions {
  refs: [string, string];
  /** Where the shots and diffs go: <out>/a, <out>/b, <out>/diff. */
  out: string;
  /** Where the checkouts are kept (one per commit, reused while its build is there) and the databases made. */
  work: string;
  /** The port each build is served on in turn. */
  port: number;
  /** The machine-wide lock the builds and the shooting take (flock), or null for none. */
  lock: string | null;
  /** The clock of both servers and of the browser, ms since the epoch. */
  clock: number;
  only?: string[];
  tolerance: number;
  maxDiffPixels: number;
  /** Remove the checkouts at the end (kept by default: a second run reuses their builds). */
  clean: boolean;
}

const CLOCK_PRELOAD = fileURLToPath(new URL("./fixed-clock.mjs", import.meta.url));
const NEXT_BIN = "node_modules/next/dist/bin/next";

const log = (line: string) => console.log(`[screens] ${line}`);

function git(args: string[], cwd = process.cwd()): string {
  return execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
}

function run(cmd: string, args: string[], cwd: string, logFile: string) {
  const fd = fs.openSync(logFile, "a");
  try {
    const r = spawnSync(cmd, args, { cwd, stdio: ["ignore", fd, fd], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (r.status !== 0) {
      const tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
      throw new Error(`${cmd} ${args.join(" ")} in ${cwd} failed (${r.status ?? r.signal}); the end of ${logFile}:\n${tail}`);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Runs `cmd` under the machine lock (flock waits for it), or plainly without one. */
function runLocked(lock: string | null, cmd: string, args: string[], cwd: string, logFile: string) {
  if (lock) run("flock", [lock, cmd, ...args], cwd, logFile);
  else run(cmd, args, cwd, logFile);
}

/**
 * Holds the machine lock until `release` is called: a flock process that takes it and then waits on its input. Its
 * own pid is the one ended (by closing its input), nothing else.
 */
async function holdLock(lock: string | null): Promise<() => Promise<void>> {
  if (!lock) return async () => {};
  log(`waiting for ${lock}`);
  const child = spawn("flock", [lock, "sh", "-c", "echo held; exec cat >/dev/null"], { stdio: ["pipe", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`flock ${lock} exited (${code}) before taking the lock`)));
  });
  log(`holding ${lock}`);
  return async () => {
    const exited = new Promise((r) => child.once("exit", r));
    child.stdin.end();
    await exited;
    log(`released ${lock}`);
  };
}

type Lock = { packages?: Record<string, { version?: string; optional?: boolean; link?: boolean }> };

/**
 * Whether this checkout's installed node_modules holds every package of `lockFile` at its version (npm keeps what
 * it installed in node_modules/.package-lock.json); packages for other platforms, left out as optional, aside.
 */
function installedCovers(lockFile: string): boolean {
  const installedFile = path.resolve("node_modules/.package-lock.json");
  if (!fs.existsSync(installedFile)) return false;
  const installed = (JSON.parse(fs.readFileSync(installedFile, "utf8")) as Lock).packages ?? {};
  const wanted = (JSON.parse(fs.readFileSync(lockFile, "utf8")) as Lock).packages ?? {};
  return Object.entries(wanted).every(([key, p]) => {
    if (key === "" || !key.startsWith("node_modules/")) return true;
    const have = installed[key];
    if (!have) return p.optional === true;
    return have.version === p.version && Boolean(have.link) === Boolean(p.link);
  });
}

/**
 * A checkout of `sha` with its production build. node_modules is copied from this checkout when it holds the
 * commit's lockfile (npm ci otherwise): a symlinked node_modules points outside the project's root, which Turbopack
 * refuses.
 */
function checkout(sha: string, opts: RefsOptions): string {
  const dir = path.join(opts.work, sha.slice(0, 12));
  const built = path.join(dir, ".next", "BUILD_ID");
  const logFile = path.join(opts.work, `${sha.slice(0, 12)}.log`);
  if (fs.existsSync(built) && git(["rev-parse", "HEAD"], dir) === sha) {
    log(`${sha.slice(0, 12)}: reusing the build in ${dir}`);
    return dir;
  }
  if (fs.existsSync(dir)) git(["worktree", "remove", "--force", dir]);
  fs.rmSync(logFile, { force: true });
  git(["worktree", "add", "--detach", dir, sha]);
  const started = Date.now();
  if (installedCovers(path.join(dir, "package-lock.json"))) {
    run("cp", ["-a", "--reflink=auto", path.resolve("node_modules"), path.join(dir, "node_modules")], dir, logFile);
    log(`${sha.slice(0, 12)}: node_modules copied from this checkout in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } else {
    run("npm", ["ci", "--no-audit", "--no-fund"], dir, logFile);
    log(`${sha.slice(0, 12)}: npm ci in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const buildStart = Date.now();
  log(`${sha.slice(0, 12)}: building (log: ${logFile})`);
  runLocked(opts.lock, "npm", ["run", "build"], dir, logFile);
  log(`${sha.slice(0, 12)}: built in ${((Date.now() - buildStart) / 1000).toFixed(0)} s`);
  return dir;
}

async function ensureFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is already in use`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** `next start` of a checkout in demo mode on `dbDir`, its wall clock held at `clock`; resolves once it answers. */
async function startServer(dir: string, port: number, dbDir: string, clock: number, logFile: string) {
  await ensureFree(port);
  const out = fs.openSync(logFile, "a");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    DEMO_MODE: "1",
    // Plain http: Secure cookies would never come back.
    COOKIE_SECURE: "0",
    PGLITE_DIR: dbDir,
    SCREENS_CLOCK: String(clock),
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${pathToFileURL(CLOCK_PRELOAD).href}`].filter(Boolean).join(" "),
  };
  for (const name of ["DATABASE_URL", "API_BASE_URL", "SITE_ORIGIN"]) delete env[name];
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(port), "--keepAliveTimeout", "70000"], {
    cwd: dir,
    env,
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  const exited = new Promise((r) => child.once("exit", r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start in ${dir} exited (${child.exitCode}); see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/site-info`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start in ${dir} did not answer within 90 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, pid: child.pid, stop };
}

export async function refs(opts: RefsOptions): Promise<PairResult[]> {
  fs.mkdirSync(opts.work, { recursive: true });
  fs.mkdirSync(opts.out, { recursive: true });
  for (const side of ["a", "b"]) fs.rmSync(path.join(opts.out, `server-${side}.log`), { force: true });
  const shas = opts.refs.map((r) => git(["rev-parse", "--verify", `${r}^{commit}`])) as [string, string];
  log(`A = ${opts.refs[0]} (${shas[0].slice(0, 12)}), B = ${opts.refs[1]} (${shas[1].slice(0, 12)}); clock ${new Date(opts.clock).toISOString()}`);
  const dirs = shas.map((sha) => checkout(sha, opts)) as [string, string];

  // This run's own databases: another run may be waiting for the lock beside it.
  const db = path.join(opts.work, `db-${process.pid}`);
  fs.rmSync(db, { recursive: true, force: true });
  fs.mkdirSync(db, { recursive: true });
  const release = await holdLock(opts.lock);
  try {
    // One seed for both: the demo member's referral keys are random, so two seeds would differ on /referral. A's
    // build makes it (B migrates it forward on start, as an upgrade would).
    const seed = path.join(db, "seed");
    const seeding = await startServer(dirs[0], opts.port, seed, opts.clock, path.join(db, "server-seed.log"));
    await seeding.stop();
    log(`seeded ${seed} with A's build`);

    for (const [i, side] of (["a", "b"] as const).entries()) {
      const dbDir = path.join(db, side);
      fs.cpSync(seed, dbDir, { recursive: true });
      // Both on the same port, one after the other: the origin is in what pages print (the referral link, its QR).
      const server = await startServer(dirs[i]!, opts.port, dbDir, opts.clock, path.join(opts.out, `server-${side}.log`));
      log(`${side.toUpperCase()}: next start pid ${server.pid} on ${server.url}`);
      try {
        await shoot({ url: server.url, out: path.join(opts.out, side), clock: opts.clock, only: opts.only, log: (l) => log(`${side.toUpperCase()} ${l}`) });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await release();
  }

  const results = compare({ a: path.join(opts.out, "a"), b: path.join(opts.out, "b"), out: path.join(opts.out, "diff"), tolerance: opts.tolerance, maxDiffPixels: opts.maxDiffPixels });
  console.log(table(results, { a: `${opts.refs[0]} (${shas[0].slice(0, 12)})`, b: `${opts.refs[1]} (${shas[1].slice(0, 12)})` }));
  fs.rmSync(db, { recursive: true, force: true });
  if (opts.clean) for (const dir of new Set(dirs)) git(["worktree", "remove", "--force", dir]);
  return results;
}
