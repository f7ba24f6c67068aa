// Benchmark tools kept out of the app's dependencies: installed on first use into .bench/tools/<name> (git-ignored).
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The folder holding `name@version` in its node_modules, installed there if it is missing or another version. */
export function tool(name: string, version: string): string {
  const dir = path.resolve(".bench/tools", name);
  const manifest = path.join(dir, "node_modules", name, "package.json");
  if (!fs.existsSync(manifest) || JSON.parse(fs.readFileSync(manifest, "utf8")).version !== version) {
    fs.mkdirSync(dir, { recursive: true });
    execSync(`npm install --prefix ${dir} --no-audit --no-fund --no-save ${name}@${version}`, { stdio: ["ignore", "inherit", "inherit"] });
  }
  return dir;
}
