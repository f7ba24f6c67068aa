import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Category } from "@/lib/api/contract/games";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const members = pgTable("members", {
  id: serial("id").primaryKey(),
  phone: text("phone").notNull().unique(),
  name: text("name"),
  passwordHash: text("password_hash"),
  bank: text("bank"),
  accountNumber: text("account_number"),
  line: text("line"),
  birthDate: date("birth_date"),
  referralKey: text("referral_key").notNull().unique(),
  referredBy: integer("referred_by"),
  /** Last known game-provider balance (SPEC.md's ufabet_credit), in satang. */
  creditSatang: bigint("credit_satang", { mode: "number" }).notNull().default(0),
  /** A balance fetch is queued (SPEC.md's credit_checking): 0 when done. */
  creditChecking: integer("credit_checking").notNull().default(0),
  paymentGateway: boolean("payment_gateway").notNull().default(false),
  status: text("status").notNull().default("active"),
  createdAt: createdAt(),
});

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
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_member_idx").on(t.memberId)],
);

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const operatorAccounts = pgTable("operator_accounts", {
  id: serial("id").primaryKey(),
  bank: text("bank").notNull(),
  accountNumber: text("account_number").notNull(),
  name: text("name").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  image: text("image").notNull(),
  link: text("link"),
  sort: integer("sort").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

export const gameHosts = pgTable("game_hosts", {
  id: integer("id").primaryKey(),
  url: text("url").notNull(),
});

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

export const seedLog = pgTable("seed_log", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().default(sql`now()`),
});
