// The production topology on this machine (docs/operations.md, "The front"): two standalone app instances on one
// database behind Debian's nginx with TLS (a self-signed certificate made here), HTTP/2 and compression. What the
// compose file runs, started from one command without a container engine; the PostgreSQL e2e pass runs through it.
//
//   npm run build && DATABASE_URL=postgres://… DEMO_MODE=1 node scripts/front.mjs
//
// FRONT_PORT (default 8443) is the front's; the instances listen on FRONT_PORT+1 and FRONT_PORT+2 on 127.0.0.1.
// The instances get this process's environment, with TRUSTED_PROXY_HOPS=1 unless set. An instance that exits is
// started again, as compose's `restart: unless-stopped` would (its pid is in .data/front/app<n>.pid); everything stops
// on SIGTERM or SIGINT, or when nginx exits.
//
// `--config-only` prints the nginx configuration for another layout and starts nothing (the Dockerfile's front image):
// FRONT_LISTEN, FRONT_UPSTREAMS (host:port,…), FRONT_ROOT (where .next/static and public are), FRONT_PREFIX (the
// certificate's directory) and FRONT_BROTLI=0|1 replace what this machine would use.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const prefix = path.join(root, ".data/front");
const host = "127.0.0.1";
const port = Number(process.env.FRONT_PORT ?? 8443);
const instancePorts = [port + 1, port + 2];

if (process.argv.includes("--config-only")) {
  const env = process.env;
  process.stdout.write(
    nginxConf({
      listen: env.FRONT_LISTEN ?? "443",
      upstreams: (env.FRONT_UPSTREAMS ?? "app1:3000,app2:3000").split(","),
      root: env.FRONT_ROOT ?? "/srv",
      prefix: env.FRONT_PREFIX ?? "/etc/nginx/front",
      brotli: env.FRONT_BROTLI === "1",
      user: "",
    }),
  );
  process.exit(0);
}

if (!process.env.DATABASE_URL && !process.env.API_BASE_URL) {
  fail("the instances share one database: set DATABASE_URL (the embedded PGlite belongs to one process)");
}
if (!fs.existsSync(path.join(root, ".next/standalone/server.js"))) fail("no standalone build: run npm run build first");
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
if (!nginx) fail("nginx is not installed (Debian's nginx: bash scripts/ensure-test-deps.sh)");

fs.mkdirSync(prefix, { recursive: true });
fs.rmSync(path.join(prefix, "exits.log"), { force: true });
fs.rmSync(path.join(prefix, "access.log"), { force: true });
makeCertificate();
const modules = "/usr/lib/nginx/modules";
fs.writeFileSync(
  path.join(prefix, "nginx.conf"),
  nginxConf({
    listen: `${host}:${port}`,
    upstreams: instancePorts.map((p) => `${host}:${p}`),
    root,
    prefix,
    brotli: fs.existsSync(path.join(modules, "ngx_http_brotli_filter_module.so")),
    // As root, nginx would hand its workers to "nobody", who may not read a checkout under a private home.
    user: process.getuid?.() === 0 ? "user root;" : "",
  }),
);

const children = new Set();
let stopping = false;
for (const [i, p] of instancePorts.entries()) startInstance(`app${i + 1}`, p);
// As compose's `depends_on: service_healthy`: the front opens once both instances are ready.
await Promise.all(instancePorts.map((p) => ready(`http://${host}:${p}/api/ready`)));
start("nginx", nginx, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", "stderr", "-g", "daemon off;"], process.env, () => {
  console.error("front: nginx exited; stopping the instances");
  stop(1);
});
console.log(`front: https://${host}:${port} → instances on ${instancePorts.join(", ")}`);

for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(0));

function startInstance(name, instancePort) {
  const env = {
    ...process.env,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? "1",
    HOSTNAME: host,
    PORT: String(instancePort),
    KEEP_ALIVE_TIMEOUT: process.env.KEEP_ALIVE_TIMEOUT ?? "70000",
  };
  const startedAt = Date.now();
  const child = start(name, process.execPath, [path.join(root, "scripts/start.mjs")], env, (code, signal) => {
    if (code !== 0 && Date.now() - startedAt < 10_000) {
      console.error(`front: ${name} failed as it started (${signal ?? code}); stopping the rest`);
      return stop(1);
    }
    console.error(`front: ${name} exited (${signal ?? code}); starting it again`);
    fs.appendFileSync(path.join(prefix, "exits.log"), `${name} ${signal ?? code}\n`);
    setTimeout(() => stopping || startInstance(name, instancePort), 500);
  });
  fs.writeFileSync(path.join(prefix, `${name}.pid`), String(child.pid));
}

/** Resolves once `url` answers 200; otherwise stops everything (and never resolves: stop() exits). */
async function ready(url) {
  for (const until = Date.now() + 120_000; Date.now() < until && !stopping; ) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!stopping) {
    console.error(`front: ${url} did not answer 200 within 120 s`);
    stop(1);
  }
  await new Promise(() => {});
}

function start(name, command, args, env, onExit) {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  child.name = name;
  children.add(child);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) onExit(code, signal);
  });
  return child;
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  const live = [...children];
  let left = live.length;
  if (left === 0) process.exit(code);
  for (const child of live) {
    child.once("exit", () => --left === 0 && process.exit(code));
    child.kill(child.name === "nginx" ? "SIGQUIT" : "SIGTERM"); // nginx: SIGQUIT is its graceful stop
  }
  setTimeout(() => process.exit(code), 15_000).unref();
}

function makeCertificate() {
  if (fs.existsSync(path.join(prefix, "cert.pem"))) return;
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "365", "-subj", `/CN=${host}`,
    "-addext", `subjectAltName=IP:${host},DNS:localhost`,
    "-keyout", path.join(prefix, "key.pem"), "-out", path.join(prefix, "cert.pem"),
  ], { stdio: "ignore" });
}

/** scripts/front/nginx.conf with its {{…}} filled in. */
function nginxConf({ listen, upstreams, root, prefix, brotli, user }) {
  const values = {
    user,
    prefix,
    root,
    listen,
    upstreams: upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s;`).join("\n    "),
    brotli_modules: brotli ? "load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;" : "",
    brotli: brotli
      ? "brotli on; brotli_comp_level 5; brotli_min_length 512; brotli_types text/css application/javascript application/json application/manifest+json image/svg+xml text/plain text/x-component;"
      : "",
  };
  const template = fs.readFileSync(new URL("./front/nginx.conf", import.meta.url), "utf8");
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) fail(`nginx.conf: no value for {{${key}}}`);
    return values[key];
  });
}

function fail(message) {
  console.error(`front: ${message}`);
  process.exit(1);
}
