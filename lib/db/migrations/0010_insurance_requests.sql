CREATE TABLE "dashboard"."insurance_requests" (
	"token" text PRIMARY KEY NOT NULL,
	"borrower_name" text NOT NULL,
	"borrower_email" text NOT NULL,
	"borrower_phone" text,
	"ignition_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"reminders" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text
);
--> statement-breakpoint
CREATE TABLE "dashboard"."outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"transport" text NOT NULL,
	"token" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard"."insurance_requests" ADD CONSTRAINT "insurance_requests_token_verifications_token_fk" FOREIGN KEY ("token") REFERENCES "dashboard"."verifications"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_requests_email" ON "dashboard"."insurance_requests" USING btree ("borrower_email");--> statement-breakpoint
CREATE INDEX "outbox_at" ON "dashboard"."outbox" USING btree ("at");