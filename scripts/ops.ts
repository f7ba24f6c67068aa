// Operator commands, straight against the database (server/boot/database.ts): `npm run ops -- <command> [args]`.
// The npm script runs tsx with `--conditions=react-server`, the resolve condition Next's server uses, so modules
// marked `import "server-only"` load here as they do in the app. With the embedded PGlite, stop the app first: one
// process at a time may open PGLITE_DIR, and a command refuses while the site holds it (server/db/pglite-lock.ts;
// PostgreSQL via DATABASE_URL has no such limit).
import { parseArgs } from "node:util";
import { MAINTENANCE_USAGE, NEWS_USAGE, NOTIFY_USAGE, maintenanceCommand, newsCommand, notifyCommand } from "./ops-messages";

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
      const { db } = await import("../server/boot/database");
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
      const { db } = await import("../server/boot/database");
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
  staff: {
    usage: "staff create-owner <username> [--base http://localhost:3000]   the back office's first owner, once: prints a one-time setup link",
    async run(args) {
      const { values, positionals } = parseArgs({ args, options: { base: { type: "string", default: "http://localhost:3000" } }, allowPositionals: true });
      if (positionals[0] !== "create-owner" || positionals.length !== 2) fail(`usage: npm run ops -- ${commands.staff!.usage}`);
      const { db } = await import("../server/boot/database");
      const { createFirstOwner } = await import("../server/backoffice/staff");
      const { OpsInputError } = await import("../server/ops/input-error");
      try {
        const made = await createFirstOwner(await db(), positionals[1]!);
        // The code travels in the fragment: browsers never send it to a server or into its logs.
        const url = new URL(`/backoffice/setup#${made.setupCode}`, values.base);
        console.log(`owner ${positionals[1]} created. Open this link within 24 hours to choose a password and scan the TOTP secret (it works once):`);
        console.log(`  ${url.href}`);
      } catch (e) {
        if (e instanceof OpsInputError) fail(e.message);
        throw e;
      }
    },
  },
  jobs: {
    usage: "jobs run   runs the due background jobs (deposit expiries) once; safe beside running app instances",
    async run(args) {
      if (args[0] !== "run") fail(`usage: npm run ops -- ${commands.jobs!.usage}`);
      const { db } = await import("../server/boot/database");
      const { runDueJobs } = await import("../server/wallet/jobs");
      console.log(`${await runDueJobs(await db(), 1000)} job(s) run`);
    },
  },
  promotions: {
    usage:
      "promotions list | add --slug <slug> --name <ชื่อ> --percent <1-200> --max <baht> --min <baht> --turnover <0-10> [--first-deposit] [--note <text>] | disable <id>",
    async run(args) {
      const { values, positionals } = parseArgs({
        args,
        options: {
          slug: { type: "string" },
          name: { type: "string" },
          percent: { type: "string" },
          max: { type: "string" },
          min: { type: "string" },
          turnover: { type: "string" },
          "first-deposit": { type: "boolean", default: false },
          note: { type: "string" },
        },
        allowPositionals: true,
      });
      const [action, idArg] = positionals;
      const usage = () => fail(`usage: npm run ops -- ${commands.promotions!.usage}`);
      const { db } = await import("../server/boot/database");
      const admin = await import("../server/wallet/promotion-admin");
      const { OpsInputError } = await import("../server/ops/input-error");
      try {
        if (action === "list" && positionals.length === 1) {
          const database = await db();
          const rows = await admin.allPromotions(database);
          if (rows.length === 0) console.log("no promotions");
          for (const p of rows) {
            console.log(
              `#${p.id}  ${(p.active ? "active" : "disabled").padEnd(8)}  ${p.slug}  ${printable(p.name, 60)}  ${p.bonusPercent}% up to ` +
                `${(p.maxBonusSatang / 100).toFixed(2)} THB, min deposit ${(p.minDepositSatang / 100).toFixed(2)} THB, ` +
                `turnover ${p.turnover}x (deposit + bonus)${p.firstDepositOnly ? ", first deposit only" : ""}`,
            );
            console.log(`      terms: ${printable(p.description, 300)}`);
          }
          return;
        }
        if (action === "add" && positionals.length === 1) {
          const { slug, name, percent, max, min, turnover } = values;
          if (!slug || !name || !percent || !max || !min || turnover === undefined) usage();
          const num = (flag: string, v: string) => {
            if (!/^\d+(\.\d{1,2})?$/.test(v)) throw new OpsInputError(`--${flag}: not a number: ${v}`);
            return Number(v);
          };
          const promotion = {
            slug: slug!,
            name: name!,
            bonusPercent: num("percent", percent!),
            maxBonus: num("max", max!),
            minDeposit: num("min", min!),
            turnover: num("turnover", turnover!),
            firstDepositOnly: values["first-deposit"] ?? false,
            note: values.note,
          };
          admin.checkNewPromotion(promotion); // before the database opens: a refusal touches nothing
          const { id, description } = await admin.addPromotion(await db(), promotion);
          console.log(`promotion #${id} added and active; members read: ${description}`);
          return;
        }
        if (action === "disable" && idArg && /^\d+$/.test(idArg) && positionals.length === 2) {
          const changed = await admin.disablePromotion(await db(), Number(idArg));
          console.log(
            changed
              ? `promotion #${idArg} disabled: no new deposit can choose it (a deposit already open with it keeps its terms)`
              : `promotion #${idArg} was already disabled`,
          );
          return;
        }
      } catch (e) {
        if (e instanceof OpsInputError) fail(e.message);
        throw e;
      }
      usage();
    },
  },
  bonuses: {
    usage: "bonuses list <phone> [--limit 50]   a member's bonuses, newest first",
    async run(args) {
      const { values, positionals } = parseArgs({ args, options: { limit: { type: "string", default: "50" } }, allowPositionals: true });
      const [action, phoneArg] = positionals;
      if (action !== "list" || !phoneArg || positionals.length !== 2 || !/^[1-9]\d{0,3}$/.test(values.limit!)) {
        fail(`usage: npm run ops -- ${commands.bonuses!.usage}`);
      }
      const { db } = await import("../server/boot/database");
      const admin = await import("../server/wallet/promotion-admin");
      const { OpsInputError } = await import("../server/ops/input-error");
      let rows: Awaited<ReturnType<typeof admin.bonusesOf>>;
      try {
        rows = await admin.bonusesOf(await db(), phoneArg!, Number(values.limit));
      } catch (e) {
        if (e instanceof OpsInputError) fail(e.message);
        throw e;
      }
      if (rows.length === 0) console.log("no bonuses");
      for (const b of rows) {
        const turnover = b.turnoverSatang ?? b.amountSatang * b.turnoverMultiple;
        console.log(
          `#${b.id}  ${b.type.padEnd(13)}  ${b.status.padEnd(9)}  ${(b.amountSatang / 100).toFixed(2).padStart(10)} THB  ` +
            `turnover ${b.turnoverMultiple}x = ${(turnover / 100).toFixed(2)} THB  ${printable(b.source, 40)}  ` +
            `granted ${b.createdAt.toISOString()}  ${b.claimedAt ? `claimed ${b.claimedAt.toISOString()}` : `deadline ${b.claimDeadline.toISOString()}`}`,
        );
      }
      if (rows.length === Number(values.limit)) console.log(`(the newest ${values.limit}; --limit for more)`);
    },
  },
  referrals: {
    usage: "referrals <phone>   a member's referral keys, friends per level and commission paid and pending",
    async run(args) {
      if (args.length !== 1) fail(`usage: npm run ops -- ${commands.referrals!.usage}`);
      const { db } = await import("../server/boot/database");
      const { referralFiguresOf } = await import("../server/referral/referral");
      const f = await referralFiguresOf(await db(), args[0]!);
      if (!f) fail(`no active member with phone ${printable(args[0]!, 20)}`);
      const b = (satang: number) => (satang / 100).toFixed(2);
      console.log(`${f.phone}  key ${f.referralKey}  affiliate ${f.affiliateKey}  referred by ${f.referrer ?? "nobody"}`);
      console.log(`friends: level 1 ${f.lv1}, level 2 ${f.lv2}, level 3 ${f.lv3}`);
      console.log(`commission: claimed ${b(f.totalSatang)} THB, claimable ${b(f.pendingSatang)} THB`);
    },
  },
  reviews: {
    usage: "reviews list   statement lines and gateway events no deposit matched, and signed bodies that did not parse",
    async run(args) {
      if (args[0] !== "list") fail(`usage: npm run ops -- ${commands.reviews!.usage}`);
      const { db } = await import("../server/boot/database");
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
  exclusion: {
    usage:
      "exclusion lift <phone>   ends a member's time-out early, at the operator's documented discretion (never a self-exclusion)",
    async run(args) {
      const { phone } = await import("../lib/api/contract/fields");
      const parsed = phone.safeParse(args[1] ?? "");
      if (args[0] !== "lift" || args.length !== 2 || !parsed.success) fail(`usage: npm run ops -- ${commands.exclusion!.usage}`);
      const { db } = await import("../server/boot/database");
      const { liftTimeouts } = await import("../server/protection/exclusion");
      const { lifted, selfExcluded } = await liftTimeouts(await db(), parsed.data!, `ops:${process.env.USER ?? "cli"}`);
      console.log(lifted ? `${lifted} time-out(s) lifted` : "no time-out in force");
      if (selfExcluded) console.log("the member is self-excluded: that is never lifted, deposits and play stay refused");
    },
  },
  maintenance: { usage: MAINTENANCE_USAGE, run: (args) => maintenanceCommand(args, fail) },
  news: { usage: NEWS_USAGE, run: (args) => newsCommand(args, fail) },
  notify: { usage: NOTIFY_USAGE, run: (args) => notifyCommand(args, fail) },
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
  const { closeDb } = await import("../server/boot/database");
  try {
    await command.run(args);
  } finally {
    await closeDb();
  }
}

main().catch(async (e: unknown) => {
  const { DatabaseInUse } = await import("../server/db/pglite-lock");
  console.error(e instanceof Error ? e.message : e);
  // The usual case: the site itself holds the embedded database, and everything staff do here it does too.
  if (e instanceof DatabaseInUse) console.error("While the site runs, staff act in its back office: /backoffice (docs/backoffice.md).");
  process.exit(1);
});
