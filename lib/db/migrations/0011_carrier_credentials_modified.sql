ALTER TABLE "service"."carrier_credentials" ADD COLUMN "modified_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "service"."carrier_credentials" SET "modified_at" = "created_at";
