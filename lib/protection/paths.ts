/**
 * /account and its sections, each reachable by its anchor (/account#exclusion from the drawer and the
 * footer). Beside lib/paths rather than in it: that module is in every page's first script, these links are not.
 */
export type AccountSection = "limits" | "reality-check" | "exclusion" | "sessions" | "two-factor";

export const accountPath = (section?: AccountSection) => (section ? `/account#${section}` : "/account");
