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
};

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
