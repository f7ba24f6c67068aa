import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Category } from "@/lib/api/contract/games";
import type { PlayEndReason } from "@/lib/demo-provider/play-ended";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const members = pgTable(
  "members",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull().unique(),
    /** The game username (the family's ufabet_username), asked again by the forgotten-password flow. */
    username: text("username").unique(),
    name: text("name"),
    passwordHash: text("password_hash"),
    bank: text("bank"),
    accountNumber: text("account_number"),
    line: text("line"),
    birthDate: date("birth_date"),
    referralKey: text("referral_key").notNull().unique(),
    /**
     * The same member's key in a longer form for marketing links (/u/{affiliate_key}): the same tree. 16 characters
     * of referral-key.ts's alphabet, drawn by the database's new_affiliate_key() (drizzle/0010_referral.sql).
     */
    affiliateKey: text("affiliate_key").notNull().unique().default(sql`new_affiliate_key()`),
    /** The referrer, set once at registration (never themself); levels 1-3 are read up this chain. */
    referredBy: integer("referred_by"),
    /** Last known game-provider balance (the family's ufabet_credit), in satang. */
    creditSatang: bigint("credit_satang", { mode: "number" }).notNull().default(0),
    /** A balance fetch is queued (the profile's credit_checking): 0 when done. */
    creditChecking: integer("credit_checking").notNull().default(0),
    /** Counts balance fetches asked for; only the latest one may store its answer and clear credit_checking. */
    creditCheckSeq: integer("credit_check_seq").notNull().default(0),
    /**
     * The stake total (the provider's lifetime `wagered`) this member must reach before a withdrawal: a promotion's
     * turnover. 0 = nothing required.
     */
    turnoverTargetSatang: bigint("turnover_target_satang", { mode: "number" }).notNull().default(0),
    /** The size of that requirement (what the member is told they must play), counted to the same target. */
    turnoverRequiredSatang: bigint("turnover_required_satang", { mode: "number" }).notNull().default(0),
    /** When the first deposit completed; launching a game needs one. */
    firstDepositAt: timestamp("first_deposit_at", { withTimezone: true }),
    /** An opaque identity for partners (the activity site): never the phone or the row id. */
    publicId: uuid("public_id").notNull().unique().defaultRandom(),
    paymentGateway: boolean("payment_gateway").notNull().default(false),
    /** "pending" from the OTP step until the bank account completes registration, then "active". */
    status: text("status").notNull().default("active"),
    /** Player protection: the reality-check reminder's interval in minutes (0 = off, 15, 30 or 60). */
    realityCheckMinutes: integer("reality_check_minutes").notNull().default(0),
    /**
     * Suspended by the back office (server/backoffice/members.ts): no login and no session while set. Apart from
     * `status`, which is the registration's state and comes back unchanged when the suspension is lifted.
     */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // One bank account, one member: stops a second account on the same bank account (NULLs stay distinct).
  (t) => [
    uniqueIndex("members_bank_account_idx").on(t.bank, t.accountNumber),
    // The referral tree is read downwards: a member's friends are the rows that name them.
    index("members_referred_by_idx").on(t.referredBy),
    // The back office's member search (server/backoffice/members.ts): a bank account number alone, a name's start.
    index("members_account_number_idx").on(t.accountNumber),
    index("members_name_prefix_idx").on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** sha256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    kind: text("kind").notNull().default("session"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    device: jsonb("device"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The last call this session answered with success, to the minute (server/protection/sessions.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Opened by a login that carried this member's device token (server/security/device.ts): one of their own
     * browsers. Such a session is shown the new-device notices made while it was away (server/messages/notifications.ts).
     */
    knownDevice: boolean("known_device").notNull().default(false),
    /**
     * The member whose device token the browser carried when this session opened (a login or a completed
     * registration), whoever it was: another member's means one browser for two accounts (server/backoffice/risk.ts).
     */
    deviceMember: integer("device_member"),
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_member_idx").on(t.memberId)],
);

/**
 * The URL rule of lib/safe-url.ts as the database's last line: `safe_url(text)` (drizzle/0006_url_checks.sql) accepts
 * a path on this site or an absolute http(s) URL without credentials, control characters, spaces or backslashes.
 * Whether http: is allowed depends on demo mode, which the database cannot know: the app checks that on every read.
 */
const safeUrl = (column: unknown) => sql`safe_url(${column})`;

export const settings = pgTable(
  "settings",
  {
    key: text("key").primaryKey(),
    value: jsonb("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "settings_urls_check",
      sql`CASE ${t.key}
        WHEN 'site_info' THEN ${safeUrl(sql`${t.value}->>'line'`)} AND ${safeUrl(sql`${t.value}->>'vip_line'`)}
          AND ${safeUrl(sql`${t.value}->>'activity'`)} AND ${safeUrl(sql`${t.value}->>'game_link'`)}
          AND ${safeUrl(sql`${t.value}->>'referral'`)}
        WHEN 'maintenance' THEN ${safeUrl(sql`${t.value}->>'img_url'`)}
        ELSE true END`,
    ),
  ],
);

export const operatorAccounts = pgTable("operator_accounts", {
  id: serial("id").primaryKey(),
  bank: text("bank").notNull(),
  accountNumber: text("account_number").notNull(),
  name: text("name").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    image: text("image").notNull(),
    link: text("link"),
    sort: integer("sort").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [check("banners_link_check", safeUrl(t.link))],
);

export const gameHosts = pgTable(
  "game_hosts",
  {
    id: integer("id").primaryKey(),
    url: text("url").notNull(),
  },
  (t) => [check("game_hosts_url_check", sql`${t.url} <> '' AND ${safeUrl(t.url)}`)],
);

export const games = pgTable(
  "games",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    provider: text("provider").notNull(),
    category: text("category").$type<Category>().notNull(),
    image: text("image").notNull(),
    isNew: boolean("is_new").notNull().default(false),
    isHot: boolean("is_hot").notNull().default(false),
    rtp: real("rtp"),
    volatility: text("volatility").$type<"low" | "medium" | "high">(),
    sort: integer("sort").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("games_category_idx").on(t.category, t.sort)],
);

/**
 * One row counting changes to what every visitor's page shows: site info, banners, game hosts and games. Triggers
 * (drizzle/0012_content_version.sql) bump it in the same statement as any write to those tables, whoever writes —
 * the app, the ops commands, the seed, another instance — so the pages' shared cache (server/api/shared-cache.ts) knows
 * when to read again.
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

export const seedLog = pgTable("seed_log", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/** One-time passwords: 6 digits from a CSPRNG, stored as an HMAC, bound to a phone and a purpose. */
export const otps = pgTable(
  "otps",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    purpose: text("purpose").$type<"register" | "reset">().notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** What the step that sent it carried (registration: birth date and referral key). */
    meta: jsonb("meta").$type<Record<string, string>>(),
    ip: text("ip"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("otps_phone_purpose_idx").on(t.phone, t.purpose, t.createdAt)],
);

/** Every SMS the site sent (the demo and test sender reads codes from here; production keeps it as a log). */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    text: text("text").notNull(),
    purpose: text("purpose").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sms_outbox_phone_idx").on(t.phone, t.id)],
);

/** Rate-limit events, one row per counted action, shared by every app instance. */
export const rateEvents = pgTable(
  "rate_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_events_key_at_idx").on(t.key, t.at)],
);

/** A forgotten-password attempt; its token is returned to the browser, only its hash is kept. */
export const passwordResets = pgTable("password_resets", {
  id: serial("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  phone: text("phone").notNull(),
  /** Null only in resets stored for a phone and username that named nobody, before such asks stored nothing. */
  memberId: integer("member_id").references(() => members.id, { onDelete: "cascade" }),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Single-use, short-lived login codes for /authenticate links (support staff, partner links). */
export const loginCodes = pgTable("login_codes", {
  id: serial("id").primaryKey(),
  codeHash: text("code_hash").notNull().unique(),
  memberId: integer("member_id")
    .notNull()
    .references(() => members.id, { onDelete: "cascade" }),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * The built-in demo game provider (server/provider/demo): its own tables, as an external provider would keep them.
 * The member site reaches them only through the GameProvider interface.
 */
export const providerAccounts = pgTable(
  "provider_accounts",
  {
    memberId: integer("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The member's game credit, in satang: the credit lives here. */
    balanceSatang: bigint("balance_satang", { mode: "number" }).notNull().default(0),
    /** Every stake ever placed, in satang: the turnover a promotion asks for is counted against it. */
    wageredSatang: bigint("wagered_satang", { mode: "number" }).notNull().default(0),
    /** The last spin's time, for the minimum cycle between spins. */
    lastSpinAt: timestamp("last_spin_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("provider_accounts_balance_check", sql`${t.balanceSatang} >= 0`)],
);

/** Every change of a provider balance: transfers in and out, and spins (bet and win in one row). */
export const providerTransactions = pgTable(
  "provider_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => providerAccounts.memberId, { onDelete: "cascade" }),
    kind: text("kind").$type<"transfer_in" | "transfer_out" | "spin">().notNull(),
    /** Signed change of the balance, in satang. */
    amountSatang: bigint("amount_satang", { mode: "number" }).notNull(),
    balanceAfterSatang: bigint("balance_after_satang", { mode: "number" }).notNull(),
    /** The caller's key: a replay finds this row and gets the first answer. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    roundId: bigint("round_id", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("provider_transactions_member_idx").on(t.memberId, t.id),
    check("provider_transactions_kind_check", sql`${t.kind} IN ('transfer_in', 'transfer_out', 'spin')`),
  ],
);

export type { PlayEndReason };
const playEndReasonCheck = (name: string, column: unknown) =>
  check(name, sql`${column} IS NULL OR ${column} IN ('timeout', 'self_exclusion', 'logout', 'password', 'session_ended')`);

/**
 * Single-use, 60-second launch tokens: only their hash is kept; bound to a member, a host, a game and the site
 * session that asked for it (`site_session`, an opaque id: play lasts no longer than that session).
 */
export const providerLaunchTokens = pgTable(
  "provider_launch_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    host: integer("host").notNull(),
    gameId: integer("game_id").references(() => games.id, { onDelete: "set null" }),
    siteSession: integer("site_session"),
    /** The site session's own end: the provider session opened with this token ends then at the latest. */
    playUntil: timestamp("play_until", { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason").$type<PlayEndReason>(),
  },
  (t) => [
    index("provider_launch_tokens_expires_idx").on(t.expiresAt),
    index("provider_launch_tokens_member_idx").on(t.memberId),
    playEndReasonCheck("provider_launch_tokens_reason_check", t.revokedReason),
  ],
);

/** The demo provider's own session (an HttpOnly cookie scoped to /demo-provider), made from a used launch token. */
export const providerSessions = pgTable(
  "provider_sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    host: integer("host").notNull(),
    siteSession: integer("site_session"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason").$type<PlayEndReason>(),
  },
  (t) => [
    index("provider_sessions_member_idx").on(t.memberId),
    playEndReasonCheck("provider_sessions_reason_check", t.revokedReason),
  ],
);

/** One spin of the demo slot: what was staked, drawn and paid, and the table it was drawn from. */
export const slotRounds = pgTable(
  "slot_rounds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => providerAccounts.memberId, { onDelete: "cascade" }),
    gameId: integer("game_id").references(() => games.id, { onDelete: "set null" }),
    /** The browser's id for this spin: a retried request gets the same round back. */
    spinKey: text("spin_key").notNull(),
    betSatang: bigint("bet_satang", { mode: "number" }).notNull(),
    winSatang: bigint("win_satang", { mode: "number" }).notNull(),
    multiplier: real("multiplier").notNull(),
    reels: jsonb("reels").$type<string[]>().notNull(),
    rtp: real("rtp").notNull(),
    volatility: text("volatility").$type<"low" | "medium" | "high">().notNull(),
    balanceAfterSatang: bigint("balance_after_satang", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("slot_rounds_member_spin_key_idx").on(t.memberId, t.spinKey),
    // A member's rounds in a period (the weekly cashback's win/loss).
    index("slot_rounds_member_time_idx").on(t.memberId, t.createdAt),
    check("slot_rounds_bet_check", sql`${t.betSatang} > 0`),
    check("slot_rounds_win_check", sql`${t.winSatang} >= 0`),
  ],
);

/** Single-use, 60-second tickets for the activity site: only their hash is kept. */
export const activityTickets = pgTable(
  "activity_tickets",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    target: text("target").$type<"football" | "lotto">().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Set when the member's play ended (an exclusion, a logout, a password change) before the ticket was used. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("activity_tickets_member_idx").on(t.memberId)],
);

/*
 * Money: a double-entry ledger in integer satang, the members' deposit and withdrawal requests,
 * idempotency keys, webhook events, the manual-review list and the jobs table.
 */

/** Ledger accounts. Member accounts (wallet, hold) never go below zero: a CHECK, reached under the row lock. */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: serial("id").primaryKey(),
    /** "operator_bank", "provider_float", "member:12:wallet", "member:12:hold". */
    code: text("code").notNull().unique(),
    kind: text("kind").$type<"member_wallet" | "member_hold" | "operator_bank" | "provider_float" | "promotion_expense" | "operator_adjustments">().notNull(),
    memberId: integer("member_id").references(() => members.id, { onDelete: "restrict" }),
    balanceSatang: bigint("balance_satang", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "ledger_accounts_kind_check",
      sql`${t.kind} IN ('member_wallet', 'member_hold', 'operator_bank', 'provider_float', 'promotion_expense', 'operator_adjustments')`,
    ),
    check(
      "ledger_accounts_member_nonnegative",
      sql`${t.kind} NOT IN ('member_wallet', 'member_hold') OR ${t.balanceSatang} >= 0`,
    ),
  ],
);

/** One movement: its entries sum to zero (checked in code and by a deferred constraint trigger at commit). */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    /** Unique: posting the same reference twice moves nothing the second time. */
    reference: text("reference").notNull().unique(),
    /** A correction: the transaction this one reverses. */
    reverses: bigint("reverses", { mode: "number" }),
    memo: text("memo"),
    createdAt: createdAt(),
  },
  // The back office's reports read a period of postings (server/backoffice/reports.ts).
  (t) => [index("ledger_transactions_created_idx").on(t.createdAt)],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amountSatang: bigint("amount_satang", { mode: "number" }).notNull(),
  },
  (t) => [
    index("ledger_entries_tx_idx").on(t.transactionId),
    index("ledger_entries_account_idx").on(t.accountId),
    check("ledger_entries_nonzero", sql`${t.amountSatang} <> 0`),
  ],
);

/** Deposits and withdrawals. */
/** Deposit promotions (GET /api/promotions): a bonus on the deposit, paid for with a turnover before withdrawing. */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    /** Seeds are matched by it, so a restart never duplicates one. */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image"),
    bonusPercent: integer("bonus_percent").notNull(),
    maxBonusSatang: bigint("max_bonus_satang", { mode: "number" }).notNull(),
    minDepositSatang: bigint("min_deposit_satang", { mode: "number" }).notNull(),
    /** The turnover asked: this many times (deposit + bonus) in stakes. */
    turnover: integer("turnover").notNull(),
    firstDepositOnly: boolean("first_deposit_only").notNull().default(false),
    active: boolean("active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("promotions_bonus_check", sql`${t.bonusPercent} BETWEEN 1 AND 200 AND ${t.maxBonusSatang} > 0 AND ${t.turnover} >= 0`),
    /** Terms that tell the truth: at most 10× (as on bonuses; a deposit's bonus row carries this multiple). */
    check("promotions_turnover_cap_check", sql`${t.turnover} <= 10`),
  ],
);

export const moneyRequests = pgTable(
  "money_requests",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    type: text("type").$type<"deposit" | "withdraw">().notNull(),
    /** Deposits: "bank" (transfer matched by its unique amount) or "gateway" (PromptPay QR). */
    method: text("method").$type<"bank" | "gateway">(),
    status: text("status").$type<"pending" | "completed" | "cancelled" | "expired" | "rejected">().notNull().default("pending"),
    /** What the member pays (deposits: the amount asked plus a unique satang suffix for bank transfers). */
    amountSatang: bigint("amount_satang", { mode: "number" }).notNull(),
    requestedSatang: bigint("requested_satang", { mode: "number" }).notNull(),
    promotionId: integer("promotion_id").references(() => promotions.id, { onDelete: "restrict" }),
    /** The promotion's bonus paid with a completed deposit. */
    bonusSatang: bigint("bonus_satang", { mode: "number" }).notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    deletedCause: text("deleted_cause"),
    qrPayload: text("qr_payload"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** A paid withdrawal: the bank's reference of the transfer to the member, as the approving staff entered it. */
    payoutReference: text("payout_reference"),
  },
  (t) => [
    index("money_requests_member_idx").on(t.memberId, t.id),
    check("money_requests_type_check", sql`${t.type} IN ('deposit', 'withdraw')`),
    check("money_requests_status_check", sql`${t.status} IN ('pending', 'completed', 'cancelled', 'expired', 'rejected')`),
    check("money_requests_amount_check", sql`${t.amountSatang} > 0`),
    // A bank transfer is matched by its exact amount: no two open bank deposits share one.
    uniqueIndex("money_requests_open_amount_idx")
      .on(t.amountSatang)
      .where(sql`${t.type} = 'deposit' AND ${t.method} = 'bank' AND ${t.status} = 'pending'`),
    // One open deposit per member.
    uniqueIndex("money_requests_open_deposit_idx")
      .on(t.memberId)
      .where(sql`${t.type} = 'deposit' AND ${t.status} = 'pending'`),
  ],
);

/**
 * Bonuses as one concept: a promotion's deposit bonus, weekly cashback, a spin prize and a referral
 * commission are each a row here, claimed through one path (POST /api/customers/get-bonus/{id}, server/wallet/bonuses.ts).
 * `source` names where it came from (e.g. "2026-W47" for a week's cashback): unique per member and type, so a job
 * inserts each one once however many instances run it.
 */
export const bonuses = pgTable(
  "bonuses",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    type: text("type").$type<"deposit_bonus" | "cashback" | "spin" | "commission">().notNull(),
    amountSatang: bigint("amount_satang", { mode: "number" }).notNull(),
    status: text("status").$type<"claimable" | "claimed" | "expired" | "cancelled">().notNull().default("claimable"),
    source: text("source").notNull(),
    /** Claiming adds amount × this to the stakes the member must place before withdrawing (at most 10×). */
    turnoverMultiple: integer("turnover_multiple").notNull(),
    /**
     * The stakes claiming asks when that is not amount × turnover_multiple: a promotion's deposit bonus asks
     * (deposit + bonus) × the multiple. Null: amount × turnover_multiple.
     */
    turnoverSatang: bigint("turnover_satang", { mode: "number" }),
    claimDeadline: timestamp("claim_deadline", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bonuses_member_type_source_idx").on(t.memberId, t.type, t.source),
    index("bonuses_member_idx").on(t.memberId, t.id),
    check("bonuses_type_check", sql`${t.type} IN ('deposit_bonus', 'cashback', 'spin', 'commission')`),
    check("bonuses_status_check", sql`${t.status} IN ('claimable', 'claimed', 'expired', 'cancelled')`),
    check("bonuses_amount_check", sql`${t.amountSatang} > 0`),
    check("bonuses_turnover_check", sql`${t.turnoverMultiple} BETWEEN 0 AND 10`),
    check("bonuses_turnover_satang_check", sql`${t.turnoverSatang} IS NULL OR ${t.turnoverSatang} >= 0`),
  ],
);

/**
 * The daily spin wheel (server/wallet/spin-wheel.ts): one row per member and calendar day in Asia/Bangkok — the
 * unique index is what makes it once a day under any number of concurrent requests and instances. The prize became
 * the claimable `spin` bonus `bonus_id` in the same transaction.
 */
export const spins = pgTable(
  "spins",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    /** "YYYY-MM-DD" in Asia/Bangkok. */
    bangkokDay: date("bangkok_day", { mode: "string" }).notNull(),
    prizeIndex: integer("prize_index").notNull(),
    amountSatang: bigint("amount_satang", { mode: "number" }).notNull(),
    bonusId: integer("bonus_id").references(() => bonuses.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("spins_member_day_idx").on(t.memberId, t.bangkokDay),
    check("spins_amount_check", sql`${t.amountSatang} > 0`),
  ],
);

/**
 * A referrer's commission for one Bangkok calendar day (server/referral/commission.ts): the friends' turnover and the
 * commission per level, and the claimable `commission` bonus it became, written in the same transaction. The
 * unique index makes it once per referrer and day however many instances publish it.
 */
export const referralCommissions = pgTable(
  "referral_commissions",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    /** "YYYY-MM-DD" in Asia/Bangkok. */
    bangkokDay: date("bangkok_day", { mode: "string" }).notNull(),
    lv1TurnoverSatang: bigint("lv1_turnover_satang", { mode: "number" }).notNull(),
    lv2TurnoverSatang: bigint("lv2_turnover_satang", { mode: "number" }).notNull(),
    lv3TurnoverSatang: bigint("lv3_turnover_satang", { mode: "number" }).notNull(),
    lv1Satang: bigint("lv1_satang", { mode: "number" }).notNull(),
    lv2Satang: bigint("lv2_satang", { mode: "number" }).notNull(),
    lv3Satang: bigint("lv3_satang", { mode: "number" }).notNull(),
    bonusId: integer("bonus_id")
      .notNull()
      .references(() => bonuses.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("referral_commissions_member_day_idx").on(t.memberId, t.bangkokDay)],
);

/** Idempotency-Key: the first answer of a money call, replayed for the same key. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: integer("member_id").notNull(),
    call: text("call").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull().default(0),
    /** The answer's JSON text, byte for byte (jsonb would reorder its keys). */
    response: text("response"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_unique_idx").on(t.memberId, t.call, t.key)],
);

/** Each delivered webhook event once: inserted in the same transaction as what it does. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    source: text("source").$type<"bank-statement" | "payment-gateway">().notNull(),
    eventId: text("event_id").notNull(),
    outcome: text("outcome").notNull(),
    requestId: integer("request_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("webhook_events_unique_idx").on(t.source, t.eventId)],
);

/** Raw bytes (PostgreSQL's text and jsonb refuse NUL, jsonb refuses lone surrogates: bytea keeps any body). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export type ReviewReason =
  | "no_match"
  | "ambiguous"
  | "amount_mismatch"
  | "not_open"
  /** A signed body that is not JSON. */
  | "invalid_json"
  /** JSON, but not an object of the expected fields and types. */
  | "invalid_body"
  /** The event id (statement_id / event_id) is empty, too long, or holds NUL or a lone surrogate. */
  | "invalid_id"
  /** The amount is not a decimal with at most 2 decimals above 0 and within the maximum. */
  | "invalid_amount";

/**
 * Webhook lines no deposit matches unambiguously, and signed bodies that do not parse: an operator decides, the code
 * never guesses. `raw_body` is the body exactly as delivered; `payload` the parsed line, and `amount_satang` its
 * amount, when it parsed.
 */
export const manualReviews = pgTable("manual_reviews", {
  id: serial("id").primaryKey(),
  source: text("source").notNull(),
  eventId: text("event_id").notNull(),
  amountSatang: bigint("amount_satang", { mode: "number" }),
  reason: text("reason").$type<ReviewReason>().notNull(),
  payload: jsonb("payload"),
  rawBody: bytea("raw_body"),
  createdAt: createdAt(),
  resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  /** How the back office resolved it: credited to a deposit (`matched`), sent back, or not the operator's money. */
  resolution: text("resolution").$type<"matched" | "refunded" | "not_ours">(),
  /** `matched`: the deposit it was credited to. */
  requestId: integer("request_id").references(() => moneyRequests.id, { onDelete: "restrict" }),
  resolvedBy: integer("resolved_by").references(() => staff.id, { onDelete: "restrict" }),
  note: text("note"),
});

/** Background work (deposit expiries, balance fetches, the weekly cashback, the daily referral commission), claimed with FOR UPDATE SKIP LOCKED by any instance. */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").$type<"expire_deposit" | "fetch_balance" | "weekly_cashback" | "daily_commission" | "risk_scan">().notNull(),
    /** expire_deposit: the deposit. */
    requestId: integer("request_id"),
    /** fetch_balance: the member whose provider balance is fetched (GET /api/customers/check-credit). */
    memberId: integer("member_id"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} IS NULL`),
    // weekly_cashback: one job per week (run_at = its Monday 00:00 Asia/Bangkok), however many instances schedule it.
    uniqueIndex("jobs_weekly_cashback_idx").on(t.runAt).where(sql`${t.kind} = 'weekly_cashback'`),
    // daily_commission: one job per day (run_at = its 00:00 Asia/Bangkok).
    uniqueIndex("jobs_daily_commission_idx").on(t.runAt).where(sql`${t.kind} = 'daily_commission'`),
    // risk_scan: one job per minute (run_at on the minute) however many instances schedule it.
    uniqueIndex("jobs_risk_scan_idx").on(t.runAt).where(sql`${t.kind} = 'risk_scan'`),
  ],
);

/**
 * A message from the operator to one member (`npm run ops -- notify`), plain text; the profile's `events` lists the
 * unread ones, and POST /api/customers/notifications/{id}/read marks one read.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /**
     * `message` (the operator's, `npm run ops -- notify`) or a security notice the API writes itself: two-factor turned
     * on or off, a login from a new device (server/messages/notifications.ts).
     */
    kind: text("kind").$type<NotificationKind>().notNull().default("message"),
    /** The session whose act the notice records: never shown to it (it has just seen the act happen). */
    sessionId: integer("session_id").references(() => sessions.id, { onDelete: "set null" }),
  },
  (t) => [
    index("notifications_unread_idx").on(t.memberId, t.id).where(sql`${t.readAt} IS NULL`),
    check("notifications_kind_check", sql`${t.kind} IN ('message', 'two_factor_on', 'two_factor_off', 'new_device')`),
  ],
);
export type NotificationKind = "message" | "two_factor_on" | "two_factor_off" | "new_device";

/**
 * Player protection (server/protection/): a member's deposit limit per Asia/Bangkok period. `amount_satang` is the
 * limit in force (null = none); a raise or removal waits 24 hours as `pending_satang` (null = removal) from
 * `pending_at`, when it takes effect.
 */
export const depositLimits = pgTable(
  "deposit_limits",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    period: text("period").$type<"day" | "week" | "month">().notNull(),
    amountSatang: bigint("amount_satang", { mode: "number" }),
    pendingSatang: bigint("pending_satang", { mode: "number" }),
    pendingAt: timestamp("pending_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.period] }),
    check("deposit_limits_period", sql`${t.period} IN ('day', 'week', 'month')`),
    check("deposit_limits_amount", sql`${t.amountSatang} IS NULL OR ${t.amountSatang} > 0`),
    check("deposit_limits_pending", sql`${t.pendingSatang} IS NULL OR ${t.pendingSatang} > 0`),
  ],
);

/**
 * A time-out (24 h, 7 or 30 days) or self-exclusion (6 months, 1 or 5 years, or permanent: `ends_at` null) the member
 * asked for. Never shortened or deleted by the API; only a time-out may be lifted by the operator (`lifted_at`).
 */
export const exclusions = pgTable(
  "exclusions",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    kind: text("kind").$type<"timeout" | "self_exclusion">().notNull(),
    period: text("period").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedBy: text("lifted_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("exclusions_member_idx").on(t.memberId),
    check("exclusions_kind", sql`${t.kind} IN ('timeout', 'self_exclusion')`),
    check("exclusions_lift", sql`${t.liftedAt} IS NULL OR ${t.kind} = 'timeout'`),
  ],
);

/** Login attempts on a member's phone, successful or not (the member's login history). */
export const loginEvents = pgTable(
  "login_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    ok: boolean("ok").notNull(),
    /** A failed attempt from a device not known as the member's: kept apart, so strangers cannot push out the member's own. */
    stranger: boolean("stranger").notNull().default(false),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("login_events_member_idx").on(t.memberId, t.id)],
);

/**
 * Opt-in TOTP (RFC 6238, 30 s, 6 digits). `secret` is encrypted (server/protection/totp.ts); `enabled_at` null while
 * set up but not confirmed. `last_step` is the last time step accepted (a code works once); 5 wrong codes lock it.
 */
export const memberTotp = pgTable("member_totp", {
  memberId: integer("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }).notNull().default(0),
  failures: integer("failures").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** Ten single-use recovery codes per member with TOTP on, stored as sha256 hashes. */
export const totpRecoveryCodes = pgTable(
  "totp_recovery_codes",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("totp_recovery_codes_idx").on(t.memberId, t.codeHash)],
);

/** The back office's roles (docs/backoffice.md): what each may do is server/backoffice/roles.ts. */
export type StaffRole = "owner" | "finance" | "support" | "marketing" | "risk";

/**
 * The operator's staff: a table apart from members. Each signs in with a password (argon2id) and a TOTP code, which
 * is mandatory; both are chosen and scanned by the person themselves from a one-time setup link; `totp_secret` is encrypted like a member's (server/protection/totp-seal.ts), `totp_last_step` makes a
 * code work once.
 */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    /** Null until the person behind the account has set it up from their one-time setup link. */
    passwordHash: text("password_hash"),
    role: text("role").$type<StaffRole>().notNull(),
    totpSecret: text("totp_secret").notNull(),
    totpLastStep: bigint("totp_last_step", { mode: "number" }).notNull().default(0),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The one-time setup link's code (its hash) and until when it works; both null once used. */
    setupCodeHash: text("setup_code_hash"),
    setupExpiresAt: timestamp("setup_expires_at", { withTimezone: true }),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_username_idx").on(sql`lower(${t.username})`),
    check("staff_role_check", sql`${t.role} IN ('owner', 'finance', 'support', 'marketing', 'risk')`),
  ],
);

/** A staff sign-in: only the token's hash is kept; it ends after 15 idle minutes, at sign-out or when revoked. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "restrict" }),
    tokenHash: text("token_hash").notNull(),
    ip: text("ip"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_sessions_token_idx").on(t.tokenHash), index("staff_sessions_staff_idx").on(t.staffId)],
);

/**
 * One row per state-changing staff action, written in the action's own transaction: who (and in which role), what,
 * on what, the state before and after (never a secret), the reason given, from where. The database refuses UPDATE
 * and DELETE on it (a trigger, migration 0018).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "restrict" }),
    role: text("role").$type<StaffRole>(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    ip: text("ip"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_staff_idx").on(t.staffId, t.at),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

/** Four-eyes: each staff member's approval of a withdrawal above the threshold; the second one settles it. */
export const withdrawalApprovals = pgTable(
  "withdrawal_approvals",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => moneyRequests.id, { onDelete: "restrict" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "restrict" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.staffId] })],
);

/**
 * Automatic payouts (server/payout/): each pending withdrawal is weighed once against the owner's rules. `sending`: it
 * went to the payout provider (sent_at once the provider took it), then `paid` or `failed` by its signed callback;
 * `held`: outside the rules, it waits for finance (`reason` says which rule). One row per withdrawal: never sent twice.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .unique()
      .references(() => moneyRequests.id, { onDelete: "restrict" }),
    provider: text("provider").notNull(),
    status: text("status").$type<"sending" | "held" | "paid" | "failed">().notNull(),
    reason: text("reason"),
    amountSatang: bigint("amount_satang", { mode: "number" }).notNull(),
    reference: text("reference"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    check("payouts_status_check", sql`${t.status} IN ('sending', 'held', 'paid', 'failed')`),
    index("payouts_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Pictures staff upload for the site (banners): PNG, JPEG or WebP, checked by their first bytes, never SVG. Kept in
 * the database so every instance serves them (GET /api/media/<sha256>.<ext>, content-addressed: cached for good).
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    sha256: text("sha256").notNull(),
    contentType: text("content_type").$type<"image/png" | "image/jpeg" | "image/webp">().notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    createdBy: integer("created_by").references(() => staff.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("media_sha256_idx").on(t.sha256),
    check("media_type_check", sql`${t.contentType} IN ('image/png', 'image/jpeg', 'image/webp')`),
    check("media_size_check", sql`${t.size} = octet_length(${t.bytes}) AND ${t.size} BETWEEN 1 AND 1048576`),
  ],
);

export type RiskFlagKind = "shared_device" | "shared_bank_name" | "shared_ip" | "deposit_withdraw_no_play" | "bonus_turnover_minimum";

/**
 * A risk flag (server/backoffice/risk.ts): raised by the risk_scan job for staff to review, never a block. `subject`
 * names what it is about (a device, a name, a network, a withdrawal, a member); one flag per kind and subject is open
 * at a time (a unique index), and `items` are what it stands on (member or bonus ids): the job widens an open flag
 * when more turn up, and raises a closed one again only for items the closed one did not hold.
 */
export const riskFlags = pgTable(
  "risk_flags",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<RiskFlagKind>().notNull(),
    subject: text("subject").notNull(),
    items: text("items").array().notNull(),
    memberIds: integer("member_ids").array().notNull(),
    evidence: jsonb("evidence").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: integer("closed_by").references(() => staff.id, { onDelete: "restrict" }),
    closeReason: text("close_reason"),
  },
  (t) => [
    uniqueIndex("risk_flags_open_idx").on(t.kind, t.subject).where(sql`${t.closedAt} IS NULL`),
    index("risk_flags_subject_idx").on(t.kind, t.subject),
    check(
      "risk_flags_kind_check",
      sql`${t.kind} IN ('shared_device', 'shared_bank_name', 'shared_ip', 'deposit_withdraw_no_play', 'bonus_turnover_minimum')`,
    ),
    check("risk_flags_close_check", sql`(${t.closedAt} IS NULL) = (${t.closeReason} IS NULL)`),
  ],
);

/** Support's internal notes on a member (server/backoffice/members.ts): never shown to the member; append-only. */
export const memberNotes = pgTable(
  "member_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "restrict" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("member_notes_member_idx").on(t.memberId, t.id)],
);

/**
 * Finance's manual adjustments of a member's credit (server/backoffice/adjustments.ts): never an edited balance, a
 * ledger posting against `operator_adjustments`. `goodwill` gives credit (amount > 0); a `correction` gives or takes
 * it back (either sign, never 0). Up to the four-eyes threshold it is posted at once by its requester (`decided_by` is
 * then the requester); above it, it waits `pending` until another finance or owner approves it (`posted`) or someone
 * rejects it with a reason. `ledger_transaction_id` is the posting against the counter-account (reference
 * `adjustment:<id>`).
 */
export const creditAdjustments = pgTable(
  "credit_adjustments",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    type: text("type").$type<"goodwill" | "correction">().notNull(),
    amountSatang: bigint("amount_satang", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    status: text("status").$type<"pending" | "posted" | "rejected">().notNull().default("pending"),
    requestedBy: integer("requested_by")
      .notNull()
      .references(() => staff.id, { onDelete: "restrict" }),
    decidedBy: integer("decided_by").references(() => staff.id, { onDelete: "restrict" }),
    rejectReason: text("reject_reason"),
    ledgerTransactionId: bigint("ledger_transaction_id", { mode: "number" }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("credit_adjustments_member_idx").on(t.memberId, t.id),
    index("credit_adjustments_pending_idx").on(t.id).where(sql`${t.status} = 'pending'`),
    check("credit_adjustments_type_check", sql`${t.type} IN ('goodwill', 'correction')`),
    check("credit_adjustments_amount_check", sql`${t.amountSatang} <> 0 AND (${t.type} = 'correction' OR ${t.amountSatang} > 0)`),
    check("credit_adjustments_reason_check", sql`${t.reason} = btrim(${t.reason}) AND char_length(${t.reason}) BETWEEN 3 AND 500`),
    check("credit_adjustments_status_check", sql`${t.status} IN ('pending', 'posted', 'rejected')`),
    check(
      "credit_adjustments_decision_check",
      sql`(${t.status} = 'pending') = (${t.decidedBy} IS NULL AND ${t.decidedAt} IS NULL)
        AND (${t.status} = 'posted') = (${t.ledgerTransactionId} IS NOT NULL)
        AND (${t.status} = 'rejected') = (${t.rejectReason} IS NOT NULL)`,
    ),
  ],
);
