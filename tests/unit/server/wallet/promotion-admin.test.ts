// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { promotions } from "@/lib/api/contract/member-data";
import { grantBonus } from "@/server/wallet/bonuses";
import { OpsInputError } from "@/server/ops/input-error";
import {
  addPromotion,
  allPromotions,
  bonusesOf,
  checkNewPromotion,
  disablePromotion,
  type NewPromotion,
} from "@/server/wallet/promotion-admin";
import { promotionTerms } from "@/lib/promotions/terms";
import { body, call, member } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const weekend: NewPromotion = {
  slug: "weekend-20",
  name: "สุดสัปดาห์ รับ 20%",
  bonusPercent: 20,
  maxBonus: 300,
  minDeposit: 100,
  turnover: 4,
  firstDepositOnly: false,
  note: "เฉพาะเสาร์-อาทิตย์",
};

describe("npm run ops -- promotions (server/wallet/promotion-admin.ts)", () => {
  it("add: active at once, on GET /api/promotions, with its terms in plain Thai written from its figures", async () => {
    const { id, description } = await addPromotion(database, weekend);
    expect(description).toBe(
      "ฝากทุกยอด ขั้นต่ำ 100.00 บาท รับโบนัส 20% สูงสุด 300.00 บาท ทำเทิร์นโอเวอร์ 4 เท่าของ (ยอดฝาก + โบนัส) ก่อนถอน · เฉพาะเสาร์-อาทิตย์",
    );
    const list = promotions.response.parse(await body(await call("/api/promotions"))).data;
    expect(list.at(-1)).toMatchObject({ id, name: weekend.name, description, bonus_percent: 20, max_bonus: 300, min_deposit: 100, turnover: 4 });
    await expect(addPromotion(database, weekend)).rejects.toThrow("--slug: weekend-20 is taken");
  });

  it("add refuses a turnover above 10× (and the database would too), and other bad figures, naming each", async () => {
    expect(() => checkNewPromotion({ ...weekend, turnover: 11 })).toThrow(/--turnover: 11× is refused: at most 10×/);
    expect(() => checkNewPromotion({ ...weekend, turnover: 10 })).not.toThrow();
    const bad = (() => {
      try {
        checkNewPromotion({ ...weekend, slug: "Bad Slug", bonusPercent: 0, maxBonus: 0.001, minDeposit: -1, turnover: 1.5 });
      } catch (e) {
        return e;
      }
    })();
    expect(bad).toBeInstanceOf(OpsInputError);
    expect((bad as Error).message.split("\n").map((l) => l.split(":")[0])).toEqual(["--slug", "--percent", "--max", "--min", "--turnover"]);
    await expect(
      database.execute(sql`UPDATE promotions SET turnover = 11 WHERE slug = 'welcome-100'`),
    ).rejects.toThrow();
    expect(promotionTerms({ bonusPercent: 100, maxBonus: 1000, minDeposit: 100, turnover: 0, firstDepositOnly: true })).toBe(
      "ฝากครั้งแรก ขั้นต่ำ 100.00 บาท รับโบนัส 100% สูงสุด 1,000.00 บาท ไม่ต้องทำเทิร์นโอเวอร์",
    );
  });

  it("disable: off the site and refused to a new deposit; twice says so; an unknown id is an error; list shows both", async () => {
    const { id } = await addPromotion(database, { ...weekend, slug: "to-disable" });
    expect(await disablePromotion(database, id)).toBe(true);
    expect(await disablePromotion(database, id)).toBe(false);
    await expect(disablePromotion(database, 999_999)).rejects.toThrow("no promotion #999999");
    const list = promotions.response.parse(await body(await call("/api/promotions"))).data;
    expect(list.some((p) => p.id === id)).toBe(false);
    const m = await member(database);
    const res = await call("/api/requests/deposit/prepare", { token: m.token, body: { amount: 500, promotion_id: id, ip: "" } });
    expect(res.status).toBe(422);
    const all = await allPromotions(database);
    expect(all.find((p) => p.id === id)?.active).toBe(false);
    expect(all[0]!.active).toBe(true);
  });
});

describe("npm run ops -- bonuses list <phone>", () => {
  it("lists the member's bonuses newest first, at most the limit; an unknown or malformed phone is an error", async () => {
    const m = await member(database);
    for (const source of ["a", "b", "c"]) {
      await grantBonus(database, { memberId: m.id, type: "spin", satang: 1_000, source, turnoverMultiple: 2, claimDeadline: new Date(Date.now() + 86_400_000) });
    }
    const [row] = rowsOf<{ phone: string }>(await database.execute(sql`SELECT phone FROM members WHERE id = ${m.id}`));
    const rows = await bonusesOf(database, row!.phone, 2);
    expect(rows.map((r) => r.source)).toEqual(["c", "b"]);
    await expect(bonusesOf(database, "0899999998")).rejects.toThrow("no member 0899999998");
    await expect(bonusesOf(database, "hello")).rejects.toThrow("not a phone number");
  });
});

describe("the command line", () => {
  const run = promisify(execFile);
  it("promotions add --turnover 11 exits 2 with the reason, before opening the database", async () => {
    const args = ["--conditions=react-server", "scripts/ops.ts", "promotions", "add", "--slug", "x", "--name", "x", "--percent", "10", "--max", "100", "--min", "50", "--turnover", "11"];
    const err = await run("node_modules/.bin/tsx", args, { env: { ...process.env, PGLITE_DIR: "/nonexistent/never-opened" } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 2 });
    expect((err as { stderr: string }).stderr).toContain("--turnover: 11× is refused: at most 10×");
    const usage = await run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/ops.ts", "bonuses", "list"]).catch((e: unknown) => e);
    expect(usage).toMatchObject({ code: 2 });
    expect((usage as { stderr: string }).stderr).toContain("usage: npm run ops -- bonuses list <phone>");
  }, 60_000);
});
