import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { mockMode } from "./support";
import { HTML_BUDGET, moreLinkOf, PAGE_ROUTES, type Who } from "../scripts/bench/routes";

/**
 * The product rule: every page's HTML, as served (UTF-8, before compression), is at most 64 KB, and nothing the server
 * renders grows with the catalogue or a member's history; and each is sent whole, no part streamed in later (below).
 * Every route of scripts/bench/routes.ts (the list the bench weighs too) is fetched as a visitor and as a member with a
 * long history, and so is the page each server-rendered "ดูเพิ่ม" link leads to. The lists are made long first, as
 * bounded-lists.spec.ts makes them (the same demo calls, which add their games once): 100 more slots (the RTP tables
 * full, with a next page), 100 more fish games (a category page full, with a next page) and 100 more hack-slot games
 * (/hack-slot's grid full beside its table). Sizes, not timings: the figures do not depend on the machine.
 */

test.skip(mockMode, "the embedded API's demo routes make the long lists");

async function longLists(request: APIRequestContext) {
  // hack-slot too: its own grid full as well as its RTP table (the heaviest page when both lists fill their pages).
  for (const category of ["slot", "fish", "hack-slot"]) {
    const res = await request.post(`/api/demo/games?category=${category}&count=100`);
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** The pages whose lists the long lists fill: each has a next page (a visitor's /cheat shows no table). */
const FULL: Record<Who, string[]> = { visitor: ["/slot", "/fish", "/hack-slot"], member: ["/slot", "/fish", "/hack-slot", "/cheat"] };

/**
 * React's mark of a part streamed after the rest (a Suspense boundary whose content was not ready): the part arrives in
 * a hidden element that a script moves into place, so without JavaScript it never shows, and a 404 raised inside it
 * goes out as a 200. Every page is sent whole.
 */
const STREAMED_PART = /<template id="B:\d+"|<div hidden id="S:\d+"/;

/** The HTML's bytes of every route for `who` and of each one's next page; the routes over budget or streamed. */
async function weigh(request: APIRequestContext, who: Who) {
  const sizes: string[] = [];
  const faults: string[] = [];
  const note = (name: string, body: Buffer) => {
    sizes.push(`${name} ${body.length}`);
    if (body.length > HTML_BUDGET) faults.push(`${name}: ${body.length} bytes`);
    if (STREAMED_PART.test(body.toString("utf8"))) faults.push(`${name}: a part streamed after the page`);
  };
  for (const route of PAGE_ROUTES.filter((r) => r.who.includes(who))) {
    const res = await request.get(route.path, { maxRedirects: 0 });
    expect(res.status(), `${who} ${route.path}`).toBe(route.status ?? 200);
    const body = await res.body();
    note(route.path, body);
    const next = route.more ? moreLinkOf(body.toString("utf8"), route.path) : null;
    if (FULL[who].includes(route.path)) expect(next, `${who} ${route.path}: a full list links to its next page`).not.toBeNull();
    if (next) {
      const more = await request.get(next, { maxRedirects: 0 });
      expect(more.status(), `${who} ${next}`).toBe(200);
      note(next, await more.body());
    }
  }
  return { sizes, faults };
}

test("every page's HTML within 64 KB and sent whole for a visitor, long lists and next pages included", async ({ request }) => {
  test.setTimeout(90_000);
  await longLists(request);
  const { sizes, faults } = await weigh(request, "visitor");
  expect(faults, sizes.join("\n")).toEqual([]);
});

test("every page's HTML within 64 KB and sent whole for a member with a long history", async ({ request }, info) => {
  test.setTimeout(90_000);
  await longLists(request);
  const phone = freshPhone(48, info.project.name);
  await registerViaApi(request, phone);
  const history = await request.post(`/api/demo/history?phone=${phone}&count=120`);
  expect(history.ok(), await history.text()).toBe(true);
  const { sizes, faults } = await weigh(request, "member");
  expect(faults, sizes.join("\n")).toEqual([]);
});

test("the route list names every page of app/", () => {
  // app/(site)/[category]/page.tsx → /[^/?]+ ; route groups drop out of the path.
  const app = fileURLToPath(new URL("../app/", import.meta.url));
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      // The back office's pages are staff-only and walked by e2e/backoffice.spec.ts, not by the member site's lists.
      if (entry.isDirectory() && !(dir === app && entry.name === "backoffice")) walk(path.join(dir, entry.name));
      else if (entry.name === "page.tsx") pages.push(path.relative(app, dir));
    }
  };
  walk(app);
  expect(pages.length).toBeGreaterThan(20);
  const missing = pages.filter((dir) => {
    const segments = dir.split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s));
    const pattern = new RegExp(`^/${segments.map((s) => (/^\[.*\]$/.test(s) ? "[^/?]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}(\\?|$)`);
    return !PAGE_ROUTES.some((r) => pattern.test(r.path));
  });
  expect(missing, "pages missing from scripts/bench/routes.ts").toEqual([]);
});
