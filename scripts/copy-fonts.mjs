// Copies the self-hosted Kanit files (Thai + Latin, 400 and 600) from @fontsource into public/fonts, so the layout
// can preload them by a stable URL. Runs before dev and build; nothing is downloaded.
import fs from "node:fs";
import path from "node:path";

const from = path.join("node_modules", "@fontsource", "kanit", "files");
const to = path.join("public", "fonts");
fs.mkdirSync(to, { recursive: true });
for (const subset of ["thai", "latin"]) {
  for (const weight of [400, 600]) {
    const name = `kanit-${subset}-${weight}-normal.woff2`;
    fs.copyFileSync(path.join(from, name), path.join(to, name));
  }
}
