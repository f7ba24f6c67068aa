CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"amount_satang" bigint NOT NULL,
	"reference" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" IN ('sending', 'held', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_request_id_money_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."money_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");