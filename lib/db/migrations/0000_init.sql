CREATE SCHEMA "service";
--> statement-breakpoint
CREATE SCHEMA "dashboard";
--> statement-breakpoint
CREATE TABLE "service"."access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"token" text NOT NULL,
	"carrier" jsonb NOT NULL,
	"connection_status" text NOT NULL,
	"user" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."carrier_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"carrier_id" text NOT NULL,
	"sealed" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lienholder_name" text NOT NULL,
	"lienholder_address" text,
	"secret_hash" text NOT NULL,
	"webhook_secret_sealed" text NOT NULL,
	"is_platform" boolean DEFAULT false NOT NULL,
	"platform_client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."event_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."events" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"token" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."ignition_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"user" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"webhook_uri" text NOT NULL,
	"redirect_uri" text,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."policies" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"client_id" text NOT NULL,
	"current" jsonb NOT NULL,
	"renewal" jsonb,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."proxy_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"client_id" text NOT NULL,
	"operation" text NOT NULL,
	"input" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_code" text,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service"."stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."validation_results" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"policy_id" text NOT NULL,
	"template_id" text NOT NULL,
	"term" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."validation_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"display_name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard"."auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard"."timeline" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard"."users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "dashboard"."verifications" (
	"token" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"borrower_ref" text NOT NULL,
	"summary" jsonb NOT NULL,
	"consent" jsonb NOT NULL,
	"error_code" text,
	"error_message" text,
	"account_id" text,
	"access_token" text,
	"policies" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard"."webhook_receipts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service"."access_tokens" ADD CONSTRAINT "access_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "service"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."accounts" ADD CONSTRAINT "accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "service"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."auth_codes" ADD CONSTRAINT "auth_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "service"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."carrier_credentials" ADD CONSTRAINT "carrier_credentials_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "service"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."event_attempts" ADD CONSTRAINT "event_attempts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "service"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."ignition_sessions" ADD CONSTRAINT "ignition_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "service"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."policies" ADD CONSTRAINT "policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "service"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."proxy_operations" ADD CONSTRAINT "proxy_operations_token_ignition_sessions_token_fk" FOREIGN KEY ("token") REFERENCES "service"."ignition_sessions"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."validation_results" ADD CONSTRAINT "validation_results_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "service"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."validation_templates" ADD CONSTRAINT "validation_templates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "service"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard"."auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "dashboard"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard"."timeline" ADD CONSTRAINT "timeline_token_verifications_token_fk" FOREIGN KEY ("token") REFERENCES "dashboard"."verifications"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_credentials_client_carrier" ON "service"."carrier_credentials" USING btree ("client_id","carrier_id");--> statement-breakpoint
CREATE INDEX "event_attempts_event" ON "service"."event_attempts" USING btree ("event_id","attempted_at");--> statement-breakpoint
CREATE INDEX "events_token" ON "service"."events" USING btree ("token","created_at");--> statement-breakpoint
CREATE INDEX "ignition_sessions_client" ON "service"."ignition_sessions" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "policies_account" ON "service"."policies" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "proxy_operations_token" ON "service"."proxy_operations" USING btree ("token");--> statement-breakpoint
CREATE INDEX "validation_results_policy" ON "service"."validation_results" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX "timeline_token" ON "dashboard"."timeline" USING btree ("token","at");--> statement-breakpoint
CREATE INDEX "verifications_updated" ON "dashboard"."verifications" USING btree ("updated_at");