// The site-message commands of scripts/ops.ts: the maintenance popup, popup news and member notifications
// (server/messages). HTML goes through the same sanitiser the API uses before it is stored.
import { parseArgs } from "node:util";

type Fail = (message: string) => never;

async function withOpsErrors(fail: Fail, run: () => Promise<void>): Promise<void> {
  const { OpsInputError } = await import("../server/ops/input-error");
  try {
    await run();
  } catch (e) {
    if (e instanceof OpsInputError) fail(e.message);
    throw e;
  }
}

export const MAINTENANCE_USAGE = "maintenance set <html> [--image URL] [--link URL] | clear   the maintenance popup";
export async function maintenanceCommand(args: string[], fail: Fail): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { image: { type: "string" }, link: { type: "string" } }, allowPositionals: true });
  const { db } = await import("../server/boot/database");
  const messages = await import("../server/messages/site-messages");
  await withOpsErrors(fail, async () => {
    if (positionals[0] === "set" && positionals.length === 2) {
      const m = await messages.setMaintenance(await db(), { html: positionals[1]!, image: values.image, link: values.link });
      console.log(`maintenance #${m.id} set; visitors see: ${m.content}`);
      return;
    }
    if (positionals[0] === "clear" && positionals.length === 1 && !values.image && !values.link) {
      console.log((await messages.clearMaintenance(await db())) ? "maintenance cleared" : "there was no maintenance message");
      return;
    }
    fail(`usage: npm run ops -- ${MAINTENANCE_USAGE}`);
  });
}

export const NEWS_USAGE = "news list | add <title> <html> | remove <id>   the promotion news popup";
export async function newsCommand(args: string[], fail: Fail): Promise<void> {
  const [action, ...rest] = args;
  const { db } = await import("../server/boot/database");
  const messages = await import("../server/messages/site-messages");
  await withOpsErrors(fail, async () => {
    if (action === "list" && rest.length === 0) {
      const items = await messages.popupNews(await db());
      if (items.length === 0) console.log("no popup news");
      for (const n of items) console.log(`#${n.id}  ${JSON.stringify(n.title)}  ${JSON.stringify(n.content.slice(0, 200))}`);
      return;
    }
    if (action === "add" && rest.length === 2) {
      const n = await messages.addNews(await db(), rest[0]!, rest[1]!);
      console.log(`news #${n.id} added; shown once per browser: ${n.content}`);
      return;
    }
    if (action === "remove" && rest.length === 1 && /^\d+$/.test(rest[0]!)) {
      const removed = await messages.removeNews(await db(), Number(rest[0]));
      console.log(removed ? `news #${rest[0]} removed` : `no news #${rest[0]}`);
      return;
    }
    fail(`usage: npm run ops -- ${NEWS_USAGE}`);
  });
}

export const NOTIFY_USAGE = "notify <phone> <message>   a notification the member sees once (plain text)";
export async function notifyCommand(args: string[], fail: Fail): Promise<void> {
  if (args.length !== 2) fail(`usage: npm run ops -- ${NOTIFY_USAGE}`);
  const { db } = await import("../server/boot/database");
  const { notifyMember } = await import("../server/messages/notifications");
  await withOpsErrors(fail, async () => {
    const { id } = await notifyMember(await db(), args[0]!, args[1]!);
    console.log(`notification #${id} queued for ${args[0]}`);
  });
}
