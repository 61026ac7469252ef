ALTER TABLE "dashboard"."verifications" ADD COLUMN "loan" jsonb;--> statement-breakpoint
ALTER TABLE "dashboard"."verifications" ADD COLUMN "verdict" text;--> statement-breakpoint
ALTER TABLE "dashboard"."verifications" ADD COLUMN "verdict_detail" jsonb;--> statement-breakpoint
CREATE INDEX "verifications_verdict" ON "dashboard"."verifications" USING btree ("verdict","updated_at");