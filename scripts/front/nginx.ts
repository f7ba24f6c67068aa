// nginx with the front's configuration (scripts/front/nginx.conf, as `npm run front -- --config-only` fills it) before
// one server this process started: TLS, HTTP/2 and compression with a self-signed certificate, `root`'s static files
// served by nginx itself. `npm run bench -- --front` puts the app and the floor each behind one; the front's tests use it.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
const BROTLI = fs.existsSync("/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so");

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstream` (host:port), serving `root`/.next/static and `root`/public's
 * art itself, and resolves once it accepts connections.
 */
export async function startFront(port: number, upstream: string, root: string) {
  if (!NGINX) throw new Error("nginx is not installed (Debian's nginx: bash scripts/ensure-test-deps.sh)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "front-"));
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")], { stdio: "ignore" });
  const conf = execFileSync(process.execPath, ["scripts/front.mjs", "--config-only"], {
    env: { ...process.env, FRONT_LISTEN: `127.0.0.1:${port}`, FRONT_UPSTREAMS: upstream, FRONT_ROOT: path.resolve(root), FRONT_PREFIX: dir, FRONT_BROTLI: BROTLI ? "1" : "0" },
  });
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  // nginx's error log (its stderr) is kept, and shown only if it fails to start: an upstream refusing is expected.
  const child = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise((r) => child.once("exit", r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT"); // nginx's graceful stop
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, "127.0.0.1", () => (s.end(), resolve(true))).on("error", () => resolve(false));
    });
    if (up) break;
    if (i === 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not listen on ${port}: ${log.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `https://127.0.0.1:${port}`, stop };
}
