// The floor: scripts/bench/floor, a one-page App Router app on the repo's own Next and React, built into its own .next.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { NEXT, nextStart } from "./server";

export const FLOOR_DIR = "scripts/bench/floor";

export function buildFloor(force: boolean) {
  if (!force && fs.existsSync(`${FLOOR_DIR}/.next/BUILD_ID`)) return;
  execFileSync(process.execPath, [NEXT, "build", FLOOR_DIR], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
}

export const startFloor = (port: number) => nextStart(FLOOR_DIR, port, {}, "/");
