// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the member reads about money must be what the product does today: a deposit is credited automatically when the
 * bank line matches; a withdrawal is reviewed and paid by the operator's staff (automatically only where the owner
 * turned the rules on, and the member is told so then, never promised in advance; no promised minutes); referral
 * commission is published daily, claimed, with a 1× turnover. Every string literal of the member-facing texts, the
 * banners (seeded, fixtures, the artwork's words) and the landing is checked; the back office's words are staff's.
 */
const root = path.resolve(__dirname, "../../../..");
const sources = [
  ...fs
    .readdirSync(path.join(root, "lib/i18n/th"))
    .filter((f) => f !== "backoffice.ts")
    .map((f) => `lib/i18n/th/${f}`),
  "components/home/landing.tsx",
  "server/db/seed-data.ts",
  "tests/msw/fixtures.ts",
  "scripts/art/make-banners.ts",
];

function literals(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  return [...text.matchAll(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0]);
}

const untrue: [RegExp, string][] = [
  [/ถอน[^"`]*อัตโนมัติ/, "withdrawals are paid by staff, not automatically"],
  [/ถอน(ได้)?ทันที/, "a withdrawal is a request the staff review"],
  [/(ฝาก|ถอน)[^"`]*(\d+\s*)?(นาที|วินาที)/, "no payout or crediting time is promised"],
  [/ไม่มีขั้นต่ำ/, "a deposit has a 1-baht minimum"],
];

describe("the site's money claims", () => {
  it.each(sources)("%s promises nothing the product does not do", (file) => {
    const found = literals(file).flatMap((s) => untrue.filter(([re]) => re.test(s)).map(([, why]) => `${s} — ${why}`));
    expect(found).toEqual([]);
  });
});
