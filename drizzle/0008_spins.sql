CREATE TABLE "spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bangkok_day" date NOT NULL,
	"prize_index" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"bonus_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spins_amount_check" CHECK ("spins"."amount_satang" > 0)
);
--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spins_member_day_idx" ON "spins" USING btree ("member_id","bangkok_day");