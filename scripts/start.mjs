// `npm start`: the standalone server (`node .next/standalone/server.js`) run from this checkout. That server works
// in its own directory, so a relative PGLITE_DIR is resolved here first: the embedded database stays in .data/pglite,
// beside `npm run dev`'s, instead of inside the build output. HOSTNAME and PORT as Next's server reads them.
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = process.env.PGLITE_DIR ?? ".data/pglite";
process.env.PGLITE_DIR = dir.startsWith("memory://") ? dir : path.resolve(dir);
process.env.NEXT_TELEMETRY_DISABLED = "1";
// SIGTERM is the app's own (server/boot/shutdown.ts): Next's handler would exit before the jobs and the database.
process.env.NEXT_MANUAL_SIG_HANDLE = "1";
await import(pathToFileURL(path.resolve(".next/standalone/server.js")).href);
