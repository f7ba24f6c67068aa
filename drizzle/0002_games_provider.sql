CREATE TABLE "activity_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "activity_tickets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance_satang" bigint DEFAULT 0 NOT NULL,
	"last_spin_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_accounts_balance_check" CHECK ("provider_accounts"."balance_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_launch_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"host" integer NOT NULL,
	"game_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "provider_launch_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"host" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"balance_after_satang" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"round_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "provider_transactions_kind_check" CHECK ("provider_transactions"."kind" IN ('transfer_in', 'transfer_out', 'spin'))
);
--> statement-breakpoint
CREATE TABLE "slot_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer,
	"spin_key" text NOT NULL,
	"bet_satang" bigint NOT NULL,
	"win_satang" bigint NOT NULL,
	"multiplier" real NOT NULL,
	"reels" jsonb NOT NULL,
	"rtp" real NOT NULL,
	"volatility" text NOT NULL,
	"balance_after_satang" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_rounds_bet_check" CHECK ("slot_rounds"."bet_satang" > 0),
	CONSTRAINT "slot_rounds_win_check" CHECK ("slot_rounds"."win_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "credit_check_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "first_deposit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_tickets" ADD CONSTRAINT "activity_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD CONSTRAINT "provider_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_launch_tokens" ADD CONSTRAINT "provider_launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_launch_tokens" ADD CONSTRAINT "provider_launch_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_member_id_provider_accounts_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."provider_accounts"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_rounds" ADD CONSTRAINT "slot_rounds_member_id_provider_accounts_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."provider_accounts"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_rounds" ADD CONSTRAINT "slot_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_launch_tokens_expires_idx" ON "provider_launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "provider_transactions_member_idx" ON "provider_transactions" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_rounds_member_spin_key_idx" ON "slot_rounds" USING btree ("member_id","spin_key");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
-- Written by hand: the game credit now lives at the provider (DESIGN.md §5). Every active member gets an account
-- holding the credit last known for them, and a member who has credit has deposited before.
INSERT INTO "provider_accounts" ("member_id", "balance_satang") SELECT "id", "credit_satang" FROM "members" WHERE "status" = 'active';--> statement-breakpoint
UPDATE "members" SET "first_deposit_at" = "created_at" WHERE "credit_satang" > 0;
