CREATE TABLE "dashboard"."review_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"mentioned_ids" text[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard"."reviews" (
	"token" text PRIMARY KEY NOT NULL,
	"assignee_id" text,
	"decision" text,
	"reason" text,
	"exception_expires_on" date,
	"decided_by_id" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard"."review_notes" ADD CONSTRAINT "review_notes_token_verifications_token_fk" FOREIGN KEY ("token") REFERENCES "dashboard"."verifications"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard"."reviews" ADD CONSTRAINT "reviews_token_verifications_token_fk" FOREIGN KEY ("token") REFERENCES "dashboard"."verifications"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard"."reviews" ADD CONSTRAINT "reviews_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "dashboard"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_notes_token" ON "dashboard"."review_notes" USING btree ("token","at");--> statement-breakpoint
CREATE INDEX "reviews_assignee" ON "dashboard"."reviews" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "reviews_decision" ON "dashboard"."reviews" USING btree ("decision","exception_expires_on");