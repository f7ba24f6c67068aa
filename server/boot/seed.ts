import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import * as t from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { BANNERS, DEMO_MEMBER, DEMO_STAFF, GAME_HOSTS, GAMES, OPERATOR_ACCOUNT, PROMOTIONS, SITE_INFO } from "@/server/db/seed-data";
import { hashPassword } from "@/server/auth/passwords";
import { createStaff } from "@/server/backoffice/staff";
import { fromBase32 } from "@/server/protection/totp-code";
import { newAffiliateKey, newReferralKey } from "@/server/customers/referral-key";
import { gameProvider } from "@/server/provider";
import { assertSafeUrls, SITE_INFO_URLS } from "@/server/site/urls";
import { OPERATOR_BANK, PROVIDER_FLOAT, memberWallet, post } from "@/server/wallet/ledger";
import { scheduleCashback } from "@/server/wallet/cashback";
import { scheduleCommission } from "@/server/referral/commission";
import { ensureRiskScan } from "@/server/backoffice/risk";

/**
 * Idempotent: each part runs once per database, recorded in seed_log, except the game catalogue, which is topped up
 * on every start. Demo members only in demo mode.
 */
export async function seed(db: DB, demo: boolean): Promise<void> {
  await once(db, "base", async (tx) => {
    checkSeedUrls();
    await tx.insert(t.settings).values({ key: "site_info", value: SITE_INFO });
    await tx.insert(t.operatorAccounts).values(OPERATOR_ACCOUNT);
    await tx.insert(t.banners).values(BANNERS.map((b, i) => ({ ...b, sort: i })));
    await tx.insert(t.gameHosts).values(GAME_HOSTS);
  });
  await seedGames(db);
  await once(db, "promotions", async (tx) => {
    await tx.insert(t.promotions).values(PROMOTIONS.map((p, sort) => ({ ...p, sort }))).onConflictDoNothing({ target: t.promotions.slug });
  });
  // The weekly cashback job for next Monday (once; the job queues each following week's itself).
  await scheduleCashback(db);
  // The daily referral commission job for the next 00:00 Asia/Bangkok (once; each run queues the next day's).
  await scheduleCommission(db);
  // The risk scan for the next minute, unless one waits (each run queues the next).
  await ensureRiskScan(db);
  if (demo) {
    await seedDemoMember(db);
    await seedDemoDeposit(db);
    await once(db, "demo-staff", async (tx) => {
      const { username, password, totpSecret } = DEMO_STAFF;
      await createStaff(tx, null, { username, password, role: "owner", totpSecret: fromBase32(totpSecret) });
    });
  }
  // Members from before usernames existed get the game username (`gm` + phone without its 0), which the
  // forgotten-password flow asks for.
  await once(db, "member-usernames", async (tx) => {
    await tx.execute(sql`UPDATE members SET username = 'gm' || substr(phone, 2) WHERE username IS NULL`);
  });
}

/** Every URL the seed stores passes the site's URL rule (lib/safe-url.ts); the database CHECKs are the last line. */
export function checkSeedUrls(): void {
  assertSafeUrls("site_info", Object.fromEntries(SITE_INFO_URLS.map((k) => [k, SITE_INFO[k]])));
  BANNERS.forEach((b, i) => assertSafeUrls(`banners ${i + 1}`, { link: b.link }));
  GAME_HOSTS.forEach((h) => assertSafeUrls(`game_hosts ${h.id}`, { url: h.url }));
}

/**
 * The game catalogue, on every start: games whose slug the table lacks are added, so a database seeded with an
 * older catalogue gets the new games. Rows already there are left as they are (an operator's edits win).
 */
async function seedGames(db: DB): Promise<void> {
  const have = new Set((await db.select({ slug: t.games.slug }).from(t.games)).map((g) => g.slug));
  const missing = GAMES.map((g, sort) => ({ g, sort })).filter(({ g }) => !have.has(g[0]));
  if (missing.length === 0) return;
  await db
    .insert(t.games)
    .values(
      missing.map(({ g: [slug, name, provider, category, flags, rtp, vol], sort }) => ({
        slug,
        name,
        provider,
        category,
        image: `/art/games/${slug}.svg`,
        isNew: flags.includes("n"),
        isHot: flags.includes("h"),
        rtp: rtp ?? null,
        volatility: vol ?? null,
        sort,
      })),
    )
    .onConflictDoNothing({ target: t.games.slug });
}

/**
 * The demo member, who has deposited before: their credit lives at the game provider, so the provider
 * account is opened with it as a transfer in; members.credit_satang holds the same figure as the last known credit.
 */
async function seedDemoMember(db: DB): Promise<void> {
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  await once(db, "demo-member", async (tx) => {
    const [member] = await tx
      .insert(t.members)
      .values({
        phone: DEMO_MEMBER.phone,
        username: DEMO_MEMBER.username,
        name: DEMO_MEMBER.name,
        passwordHash,
        bank: DEMO_MEMBER.bank,
        accountNumber: DEMO_MEMBER.accountNumber,
        line: DEMO_MEMBER.line,
        birthDate: DEMO_MEMBER.birthDate,
        referralKey: newReferralKey(),
        affiliateKey: newAffiliateKey(),
        creditSatang: DEMO_MEMBER.creditSatang,
        firstDepositAt: sql`now()`,
      })
      .returning({ id: t.members.id });
    const provider = gameProvider(tx as unknown as DB);
    await provider.createAccount(member!.id);
    await provider.transferIn(member!.id, DEMO_MEMBER.creditSatang, `seed:demo-member:${member!.id}`);
  });
}

/**
 * The demo member's seeded credit as the completed deposit it stands for: a money request and its ledger postings
 * (operator bank → wallet → provider float), so their history and net deposit add up and the ledger matches the
 * provider. Also for databases seeded before deposits existed.
 */
async function seedDemoDeposit(db: DB): Promise<void> {
  await once(db, "demo-member-deposit", async (tx) => {
    const t0 = tx as unknown as DB;
    const [m] = rowsOf<{ id: number }>(await t0.execute(sql`SELECT id FROM members WHERE phone = ${DEMO_MEMBER.phone}`));
    if (!m) return;
    const id = Number(m.id);
    const amount = DEMO_MEMBER.creditSatang;
    const [req] = rowsOf<{ id: number }>(
      await t0.execute(sql`
        INSERT INTO money_requests (member_id, type, method, status, amount_satang, requested_satang, created_at, settled_at)
        VALUES (${id}, 'deposit', 'bank', 'completed', ${amount}, ${amount}, now() - interval '1 day', now() - interval '1 day')
        RETURNING id`),
    );
    const ref = `deposit:${Number(req!.id)}`;
    await post(t0, { kind: "deposit", reference: ref, entries: [{ account: OPERATOR_BANK, satang: -amount }, { account: memberWallet(id), satang: amount }] });
    await post(t0, {
      kind: "transfer_to_provider",
      reference: `${ref}:to-provider`,
      entries: [{ account: memberWallet(id), satang: -amount }, { account: PROVIDER_FLOAT, satang: amount }],
    });
  });
}

type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

async function once(db: DB, name: string, run: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`INSERT INTO seed_log (name) VALUES (${name}) ON CONFLICT DO NOTHING RETURNING name`);
    if (rowsOf(inserted).length === 0) return;
    await run(tx);
  });
}

