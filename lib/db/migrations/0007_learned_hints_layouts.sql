DROP INDEX "service"."learned_hints_place";--> statement-breakpoint
ALTER TABLE "service"."learned_hints" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "service"."learned_hints" ADD COLUMN "agreements" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "service"."learned_hints" ADD COLUMN "corrected_by" text;--> statement-breakpoint
ALTER TABLE "service"."learned_hints" ADD COLUMN "document_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "learned_hints_layout_place" ON "service"."learned_hints" USING btree ("client_id","fingerprint","field","label","relation");