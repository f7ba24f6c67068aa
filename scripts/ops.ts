// Operator commands, straight against the database (server/db/client): `npm run ops -- <command> [args]`.
// The npm script runs tsx with `--conditions=react-server`, the resolve condition Next's server uses, so modules
// marked `import "server-only"` load here as they do in the app. With the embedded PGlite, stop the app first:
// one process at a time may open PGLITE_DIR (PostgreSQL via DATABASE_URL has no such limit).
import { parseArgs } from "node:util";

type Command = { usage: string; run: (args: string[]) => Promise<void> };

const commands: Record<string, Command> = {
  "login-link": {
    usage: "login-link <phone> [--base http://localhost:3000]   a single-use, 5-minute /authenticate link",
    async run(args) {
      const { values, positionals } = parseArgs({
        args,
        options: { base: { type: "string", default: "http://localhost:3000" } },
        allowPositionals: true,
      });
      const { phone } = await import("../lib/api/contract/fields");
      const parsed = phone.safeParse(positionals[0] ?? "");
      if (!parsed.success || positionals.length !== 1) fail(`usage: npm run ops -- ${commands["login-link"]!.usage}`);
      const { db } = await import("../server/db/client");
      const { mintLoginCode } = await import("../server/accounts/login-codes");
      const { code } = await mintLoginCode(await db(), parsed.data!, `ops:${process.env.USER ?? "cli"}`);
      const url = new URL("/authenticate", values.base);
      url.searchParams.set("code", code);
      console.log(url.href);
    },
  },
  withdrawals: {
    usage: "withdrawals list [--all] | approve <id> | reject <id>   pending withdrawals; settle or release one",
    async run(args) {
      const { values, positionals } = parseArgs({ args, options: { all: { type: "boolean", default: false } }, allowPositionals: true });
      const [action, idArg] = positionals;
      const { db } = await import("../server/db/client");
      const { listWithdrawals, decideWithdrawal } = await import("../server/wallet/withdrawals");
      const database = await db();
      if (action === "list" && positionals.length === 1) {
        const rows = await listWithdrawals(database, { all: values.all });
        if (rows.length === 0) console.log(values.all ? "no withdrawals" : "no pending withdrawals");
        for (const r of rows) {
          console.log(
            `#${r.id}  ${r.status.padEnd(9)}  ${(r.amount_satang / 100).toFixed(2).padStart(12)} THB  ${r.phone}  ` +
              `${r.bank ?? "-"} ${r.account_number ?? "-"} ${r.name ?? ""}  ${r.created_at}`,
          );
        }
        return;
      }
      if ((action === "approve" || action === "reject") && idArg && /^\d+$/.test(idArg) && positionals.length === 2) {
        const { status } = await decideWithdrawal(database, Number(idArg), action);
        console.log(`withdrawal #${idArg} ${status}${action === "approve" ? ": pay it out to the member's bank account" : ": credit returned to the game wallet"}`);
        return;
      }
      fail(`usage: npm run ops -- ${commands.withdrawals!.usage}`);
    },
  },
  jobs: {
    usage: "jobs run   runs the due background jobs (deposit expiries) once; safe beside running app instances",
    async run(args) {
      if (args[0] !== "run") fail(`usage: npm run ops -- ${commands.jobs!.usage}`);
      const { db } = await import("../server/db/client");
      const { runDueJobs } = await import("../server/wallet/jobs");
      console.log(`${await runDueJobs(await db(), 1000)} job(s) run`);
    },
  },
  reviews: {
    usage: "reviews list   statement lines and gateway events no deposit matched, and signed bodies that did not parse",
    async run(args) {
      if (args[0] !== "list") fail(`usage: npm run ops -- ${commands.reviews!.usage}`);
      const { db } = await import("../server/db/client");
      const { sql } = await import("drizzle-orm");
      const { rowsOf } = await import("../server/db/rows");
      const rows = rowsOf<{ id: number; source: string; event_id: string; amount: string | null; reason: string; raw: string | null; created_at: string }>(
        await (await db()).execute(sql`
          SELECT id, source, event_id, amount_satang::text AS amount, reason, encode(raw_body, 'hex') AS raw, created_at::text AS created_at
          FROM manual_reviews WHERE resolved_at IS NULL ORDER BY id`),
      );
      if (rows.length === 0) console.log("nothing to review");
      for (const r of rows) {
        const amount = r.amount === null ? "-" : (Number(r.amount) / 100).toFixed(2);
        console.log(`#${r.id}  ${r.reason.padEnd(15)}  ${amount.padStart(12)} THB  ${r.source} ${printable(r.event_id)}  ${r.created_at}`);
        if (r.raw !== null) console.log(`      raw: ${printable(Buffer.from(r.raw, "hex").toString("utf8"), 300)}`);
      }
    },
  },
};

/**
 * Text from outside (a webhook body, an event id) made safe for a terminal: quoted, control characters (C0, DEL, C1:
 * no escape sequences reach the terminal), bidirectional overrides and lone surrogates escaped, cut to `max`.
 */
function printable(text: string, max = 120): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return JSON.stringify(cut).replace(/[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) fail(`usage: npm run ops -- <command>\n${Object.values(commands).map((c) => `  ${c.usage}`).join("\n")}`);
  if (!import.meta.resolve("server-only").endsWith("empty.js")) fail("run through `npm run ops` (tsx --conditions=react-server)");
  const { closeDb } = await import("../server/db/client");
  try {
    await command.run(args);
  } finally {
    await closeDb();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
