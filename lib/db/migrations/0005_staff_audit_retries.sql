CREATE TABLE "dashboard"."audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"token" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard"."users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dashboard"."users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard"."verifications" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "dashboard"."verifications" ADD COLUMN "retry_of" text;--> statement-breakpoint
ALTER TABLE "dashboard"."verifications" ADD COLUMN "retried_as" text;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "dashboard"."audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "dashboard"."audit_log" USING btree ("actor_email","at");--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "dashboard"."audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_token" ON "dashboard"."audit_log" USING btree ("token","at");