// After `next build`: makes .next/standalone a server that runs on its own (`node .next/standalone/server.js`, the
// Docker image's command). Next copies only the traced server code there; the browser's files, the public art and the
// migrations the server applies at start are copied here (docs/operations.md, "Production build").
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const standalone = path.join(root, ".next/standalone");
if (!fs.existsSync(path.join(standalone, "server.js"))) {
  console.error("standalone: .next/standalone/server.js is missing (next.config.ts sets output: 'standalone'; run next build)");
  process.exit(1);
}
for (const [from, to] of [
  [".next/static", ".next/standalone/.next/static"],
  ["public", ".next/standalone/public"],
  ["drizzle", ".next/standalone/drizzle"],
]) {
  fs.rmSync(path.join(root, to), { recursive: true, force: true });
  fs.cpSync(path.join(root, from), path.join(root, to), { recursive: true });
}
