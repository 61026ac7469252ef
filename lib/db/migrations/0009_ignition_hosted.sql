ALTER TABLE "service"."ignition_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service"."ignition_sessions" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service"."ignition_sessions" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "service"."ignition_sessions" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service"."proxy_operations" ADD COLUMN "result" text;