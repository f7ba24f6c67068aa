// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq, inArray, notInArray } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { games } from "@/server/db/schema";
import { GAMES } from "@/server/db/seed-data";
import { seed } from "@/server/boot/seed";
import { dispatch } from "@/server/api/dispatch";
import { categoryKeys, customersProduct, game } from "@/lib/api/contract/games";

const SLOTS = new Set(["slot", "slot-itp", "hack-slot"]);
/** Providers are our own invention; a new one has to be added here on purpose. */
const PROVIDERS = [
  "Nakara Studio",
  "Orchid Arcade",
  "Tuk Tuk Play",
  "Moonfield Games",
  "Moonfield Live",
  "Kinnaree Labs",
  "Goal Street",
  "Lucky Paper",
  "Pixel Temple",
];
/** The catalogue before it was completed: databases seeded then hold exactly these. */
const FIRST_25 = GAMES.slice(0, 25).map(([slug]) => slug);

let database: DB;
setupDatabase((d) => {
  database = d;
});

describe("the seed catalogue", () => {
  it.each(categoryKeys)("has at least 8 games in %s", (category) => {
    expect(GAMES.filter((g) => g[3] === category).length).toBeGreaterThanOrEqual(8);
  });

  it("has unique slugs and names, and keeps the first 25 games in place", () => {
    expect(new Set(GAMES.map((g) => g[0])).size).toBe(GAMES.length);
    expect(new Set(GAMES.map((g) => g[1])).size).toBe(GAMES.length);
    expect(FIRST_25.slice(0, 3)).toEqual(["moon-dragon", "golden-naga", "lotus-riches"]);
    expect(FIRST_25.at(-1)).toBe("mines-grid");
  });

  it("gives every slot a published RTP and volatility, and nothing else one", () => {
    for (const [slug, , , category, , rtp, vol] of GAMES) {
      if (SLOTS.has(category)) {
        expect(rtp, slug).toBeGreaterThanOrEqual(94);
        expect(rtp, slug).toBeLessThan(97);
        expect(["low", "medium", "high"], slug).toContain(vol);
      } else {
        expect(rtp, slug).toBeUndefined();
        expect(vol, slug).toBeUndefined();
      }
    }
  });

  it("uses only our own providers and flags n / h", () => {
    for (const [slug, , provider, , flags] of GAMES) {
      expect(PROVIDERS, slug).toContain(provider);
      expect(flags, slug).toMatch(/^(h?n?|nh)$/);
    }
  });

  it("has its own 3:4 SVG cover under public/ for every game: small, without filters, no two alike", () => {
    const seen = new Map<string, string>();
    for (const [slug, name] of GAMES) {
      const file = path.resolve(`public/art/games/${slug}.svg`);
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg, slug).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 300 400">/);
      expect(Buffer.byteLength(svg), slug).toBeLessThan(6 * 1024);
      expect(svg, slug).not.toMatch(/<filter|<image|https?:\/\/(?!www\.w3\.org)/);
      expect(svg, slug).toContain(name.toUpperCase().split(" ")[0]!.replace("&", "&amp;").replace("'", "&#39;"));
      expect(seen.get(svg), `${slug} repeats ${seen.get(svg)}`).toBeUndefined();
      seen.set(svg, slug);
    }
  });

  it("marks some games NEW and some HOT in every category", () => {
    for (const category of categoryKeys) {
      const list = GAMES.filter((g) => g[3] === category);
      expect(list.some((g) => g[4].includes("n")), category).toBe(true);
      expect(list.some((g) => g[4].includes("h")), category).toBe(true);
    }
  });

});

describe("the seeded games through the API", () => {
  it.each(categoryKeys)("GET /api/customers/%s parses with the contract and lists the seeded games", async (product) => {
    const res = await dispatch(new Request(`http://127.0.0.1:3000/api/customers/${product}`));
    expect(res.status).toBe(200);
    const parsed = customersProduct.response.parse(await res.json());
    expect(parsed.data.map((g) => g.slug).sort()).toEqual(
      GAMES.filter((g) => g[3] === product)
        .map((g) => g[0])
        .sort(),
    );
  });

  it("stores every seeded game in a shape the contract's game schema accepts, with an image that exists", async () => {
    const rows = await database.select().from(games);
    expect(rows).toHaveLength(GAMES.length);
    for (const r of rows) {
      const g = game.parse({ ...r, is_new: r.isNew, is_hot: r.isHot });
      expect(fs.existsSync(path.join("public", g.image)), g.image).toBe(true);
      expect(g.image).toBe(`/art/games/${g.slug}.svg`);
    }
  });
});

describe("seeding a database from before the full catalogue", () => {
  it("adds the missing games on the next start and leaves existing rows alone", async () => {
    const before = await database.select({ id: games.id, slug: games.slug }).from(games).where(inArray(games.slug, FIRST_25));
    await database.delete(games).where(notInArray(games.slug, FIRST_25));
    await database.update(games).set({ isHot: false }).where(eq(games.slug, "moon-dragon"));
    expect(await database.$count(games)).toBe(25);

    await seed(database, true);

    expect(await database.$count(games)).toBe(GAMES.length);
    const after = await database.select({ id: games.id, slug: games.slug }).from(games).where(inArray(games.slug, FIRST_25));
    expect(after.sort((a, b) => a.id - b.id)).toEqual(before.sort((a, b) => a.id - b.id));
    const [moon] = await database.select().from(games).where(eq(games.slug, "moon-dragon"));
    expect(moon?.isHot).toBe(false);
    const [sapphire] = await database.select().from(games).where(eq(games.slug, "siam-sapphire"));
    expect(sapphire?.sort).toBe(GAMES.findIndex((g) => g[0] === "siam-sapphire"));

    await seed(database, true);
    expect(await database.$count(games)).toBe(GAMES.length);
  });
});
