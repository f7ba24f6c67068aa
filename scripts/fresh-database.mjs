// Drops and re-creates the database named in a PostgreSQL URL (for a fresh e2e run).
// usage: node scripts/fresh-database.mjs postgres://postgres@127.0.0.1:5432/member_e2e
// Exits 2 when the server cannot be reached, so the caller can tell "no PostgreSQL here" from a failure.
import pg from "pg";

const target = new URL(process.argv[2] ?? "");
const name = target.pathname.replace(/^\//, "");
if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error(`refusing database name "${name}"`);
  process.exit(1);
}
const admin = new URL(target);
admin.pathname = "/postgres";
const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch (e) {
  console.error(`PostgreSQL unreachable at ${admin.host}: ${e.message}`);
  process.exit(2);
}
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();
console.log(`fresh database ${name} on ${target.host}`);
