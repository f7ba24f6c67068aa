import "server-only";
import fs from "node:fs";
import path from "node:path";

/**
 * One process per embedded database. PGlite keeps the database in the memory of the process that opened it and
 * writes its files back on its own schedule: a second process on the same directory (a second `next start`,
 * `npm run ops` while the site runs) works on its own copy, and one of the two overwrites the other's writes. So the
 * first process takes `<PGLITE_DIR>.lock` (its pid and start time) and every other refuses before opening the files.
 * A lock left by a process that no longer runs (killed, crashed) is taken over.
 */
export class DatabaseInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database ${dir} is in use by another process (pid ${pid}). Only one process may open PGLITE_DIR: ` +
        `stop that process first (the site, or another npm run ops), or use PostgreSQL (DATABASE_URL) to run several. ` +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = "DatabaseInUse";
  }
}

/** Where the lock of a PGlite directory lives: beside it, never inside the database's own files. */
export const lockFileOf = (dir: string) => `${path.resolve(dir)}.lock`;

/** The process's start time in clock ticks since boot (Linux), so a pid reused by another program is not mistaken. */
function startTicksOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command's closing parenthesis; the start time is field 22 of the whole line.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function running(pid: number, ticks: string | null): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = startTicksOf(pid);
  return ticks === null || now === null || now === ticks;
}

const held = new Map<string, () => void>();

/**
 * Takes the lock of `dir` for this process, or throws DatabaseInUse. Returns its release (also run when the process
 * exits). Taking it again in the same process returns the same release.
 */
export function lockDatabaseDir(dir: string): () => void {
  const file = lockFileOf(dir);
  const existing = held.get(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const mine = `${process.pid} ${startTicksOf(process.pid) ?? "-"}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: "wx" });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 3) throw e;
    }
    const [pidText, ticks] = readLock(file).split(/\s+/);
    const pid = Number(pidText);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && running(pid, ticks && ticks !== "-" ? ticks : null)) {
      throw new DatabaseInUse(dir, pid, file);
    }
    // Left by a process that is gone (or by this one before a restart of its module graph): take it over.
    fs.rmSync(file, { force: true });
  }
  const release = () => {
    held.delete(file);
    process.off("exit", release);
    try {
      if (readLock(file) === mine) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  held.set(file, release);
  process.on("exit", release);
  return release;
}

function readLock(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
