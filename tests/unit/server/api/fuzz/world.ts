import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { createSession } from "@/server/auth/sessions";
import { hashPassword } from "@/server/auth/passwords";
import { dispatch } from "@/server/api/dispatch";
import { demoProvider } from "@/server/provider/demo";
import { enterWithToken } from "@/server/provider/demo/launch";
import { runDueJobs } from "@/server/wallet/jobs";
import { grantBonus } from "@/server/wallet/bonuses";
import { setupDatabase } from "../../use-database";

export const SITE = "http://127.0.0.1:3000";
export const HOST = "127.0.0.1:3000";
export const PASSWORD = "Fuzz1234";

/**
 * What the fuzzer logs in with: a deposited member with credit and a session (member routes), a second member whose
 * password the login samples use, a registration in progress (registration routes) and a demo-provider session
 * (the spin). Calls that end a session or finish the registration make these stale; `fresh()` renews them between
 * requests, directly in the database, so the fuzzer keeps reaching the code behind the session checks.
 */
export class World {
  member = { id: 0, phone: "", token: "" };
  loginPhone = "";
  registration = { phone: "", token: "" };
  spinCookie = "";
  gameId = 0;
  private registrations = 0;
  private memberStale = false;
  private registrationStale = false;
  private protectionStale = false;

  constructor(readonly db: DB) {}

  async setup(): Promise<void> {
    const hash = await hashPassword(PASSWORD);
    this.member = { ...(await this.newMember("0861110001", hash)), token: "" };
    this.loginPhone = (await this.newMember("0861110002", hash)).phone;
    // Bonuses 1 and 2 (get-bonus's params): the member's, so the fuzzer reaches the claim as well as its refusals.
    for (const source of ["fuzz-1", "fuzz-2"]) {
      await grantBonus(this.db, {
        memberId: this.member.id,
        type: "cashback",
        satang: 1_000,
        source,
        turnoverMultiple: 0,
        claimDeadline: new Date(Date.now() + 86_400_000),
      });
    }
    const [game] = rowsOf<{ id: number }>(await this.db.execute(sql`SELECT id FROM games WHERE slug = 'moon-dragon'`));
    this.gameId = Number(game!.id);
    await this.renewMember();
    await this.renewRegistration();
  }

  private async newMember(phone: string, hash: string) {
    const [row] = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        INSERT INTO members (phone, referral_key, status, password_hash, first_deposit_at, name, bank, account_number)
        VALUES (${phone}, ${`fz${phone}`}, 'active', ${hash}, now(), 'ฟัซ ทดสอบ', 'kbank', ${`9${phone}`}) RETURNING id`),
    );
    const id = Number(row!.id);
    const provider = demoProvider(this.db);
    await provider.createAccount(id);
    await provider.transferIn(id, 10_000_000, `fuzz-seed:${id}`);
    return { id, phone };
  }

  private async renewMember(): Promise<void> {
    const session = await createSession(this.db, this.member.id, { ttlSeconds: 3600 });
    this.member.token = session.token;
    const launch = { host: 1, game: this.gameId, siteSession: session.id, playUntil: new Date(Date.now() + 3_600_000) };
    const url = await demoProvider(this.db).launchUrl(this.member.id, launch);
    const entry = await enterWithToken(this.db, 1, new URL(url, SITE).searchParams.get("token"));
    if ("refused" in entry) throw new Error("the fuzz world's launch was refused");
    this.spinCookie = `dp_session=${entry.session}`;
    this.memberStale = false;
  }

  /** A registration up to its token: phone → OTP from the demo outbox → token, through the real API. */
  private async renewRegistration(): Promise<void> {
    const phone = `0862${String(++this.registrations).padStart(6, "0")}`;
    const post = (path: string, body: unknown) =>
      dispatch(
        new Request(`${SITE}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.18.200.${this.registrations % 250}` },
          body: JSON.stringify(body),
        }),
      );
    const sent = await post("/api/register/phone", { phone, birth_date: "1990-05-01", age_confirmed: true });
    if (sent.status !== 200) throw new Error(`registration setup: register/phone answered ${sent.status} ${await sent.text()}`);
    const [sms] = rowsOf<{ text: string }>(
      await this.db.execute(sql`SELECT text FROM sms_outbox WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`),
    );
    const otp = /(?<!\d)(\d{6})(?!\d)/.exec(sms!.text)![1];
    const res = await post("/api/register/otp", { phone, otp });
    if (res.status !== 200) throw new Error(`registration setup: register/otp answered ${res.status} ${await res.text()}`);
    this.registration = { phone, token: ((await res.json()) as { access_token: string }).access_token };
    this.registrationStale = false;
  }

  /** After an answer: which of the world's sessions the call may have ended. */
  noteAnswer(route: string, status: number): void {
    const ok = status >= 200 && status < 300;
    if (ok && (route === "POST /api/logout" || route === "POST /api/customers/update-password")) this.memberStale = true;
    // Player protection: a time-out ends the game sessions, a limit may refuse later deposits, a session may be ours.
    if (ok && (route === "POST /api/customers/self-exclusion" || route === "DELETE /api/customers/sessions/{id}")) this.memberStale = true;
    if (ok && (route === "POST /api/customers/self-exclusion" || route === "PUT /api/customers/limits")) this.protectionStale = true;
    if (ok && route === "POST /api/register/bank-account") this.registrationStale = true;
    if (status === 401 && route.startsWith("POST /api/register/")) this.registrationStale = true;
  }

  /**
   * Between requests: renew what an earlier call ended, run the jobs an earlier call queued (check-credit's fetch runs
   * just after its answer; it must not land inside the next request's write check), and forget the rate-limit
   * counters every 40 requests so the limits do not turn every later login or OTP call into a 429.
   */
  async fresh(n: number): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await runDueJobs(this.db);
    if (n % 40 === 0) await this.db.execute(sql`DELETE FROM rate_events`);
    if (this.memberStale) {
      await this.db.execute(sql`UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE phone = ${this.loginPhone}) WHERE id = ${this.member.id}`);
      await this.renewMember();
    }
    if (this.registrationStale) await this.renewRegistration();
    if (this.protectionStale) {
      await this.db.execute(sql`DELETE FROM exclusions WHERE member_id = ${this.member.id}`);
      await this.db.execute(sql`DELETE FROM deposit_limits WHERE member_id = ${this.member.id}`);
      this.protectionStale = false;
    }
  }

  async openDepositId(): Promise<number | null> {
    const [row] = rowsOf<{ id: number }>(
      await this.db.execute(sql`SELECT id FROM money_requests WHERE member_id = ${this.member.id} AND type = 'deposit' AND status = 'pending' LIMIT 1`),
    );
    return row ? Number(row.id) : null;
  }
}

/** This test file's database with a World set up in it before its tests (import "../memory-db" first). */
export function setupWorld(): { readonly world: World; readonly db: DB } {
  const ref = {} as { world: World; db: DB };
  setupDatabase(async (db) => {
    ref.db = db;
    ref.world = new World(db);
    await ref.world.setup();
  });
  return ref;
}

/** A request as the site's own pages send one: same Origin, JSON, from one client address (the gate's x-gm-peer). */
export function siteRequest(path: string, body?: BodyInit, headers: Record<string, string> = {}, method = "POST"): Request {
  return new Request(`${SITE}${path}`, {
    method,
    headers: { host: HOST, origin: SITE, "content-type": "application/json", "x-gm-peer": "198.51.100.77", ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}
