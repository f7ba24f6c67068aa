// The floor: a one-page App Router app on the repo's own next, react and react-dom (found in ../../../node_modules),
// built into its own .next here. `npm run bench` compares every page of the site with this page.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

const config = { turbopack: { root }, outputFileTracingRoot: root, poweredByHeader: false };

export default config;
