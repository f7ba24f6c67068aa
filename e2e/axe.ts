import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "./fixtures";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the site is held to (e2e/a11y.spec.ts, e2e/backoffice.spec.ts). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Each violation as one line: the rule, what it asks, the first nodes it found (CSS selectors) and why the first failed. */
export async function violationsOf(page: Page): Promise<string[]> {
  // Only violations are collected in full (the passes' details are work nobody reads here); the options go first, as
  // options() replaces what withTags() set. Legacy mode runs axe in the page itself: the finishing pass in a new tab,
  // for cross-origin frames our pages do not have, would cost a page per scan.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(TAGS).setLegacyMode(true);
  const { violations } = await axe.analyze();
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ");
    const why = v.nodes[0]?.failureSummary?.replace(/\s+/g, " ") ?? "";
    return `${v.id} (${v.impact ?? "?"}, ${v.nodes.length} node(s)): ${v.help}: ${nodes}. ${why}`;
  });
}

