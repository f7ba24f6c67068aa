CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_type_check" CHECK ("media"."content_type" IN ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "media_size_check" CHECK ("media"."size" = octet_length("media"."bytes") AND "media"."size" BETWEEN 1 AND 1048576)
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_sha256_idx" ON "media" USING btree ("sha256");