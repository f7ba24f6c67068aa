ALTER TABLE "manual_reviews" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "manual_reviews" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "manual_reviews" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "manual_reviews" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "manual_reviews" ADD CONSTRAINT "manual_reviews_request_id_money_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."money_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_reviews" ADD CONSTRAINT "manual_reviews_resolved_by_staff_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;