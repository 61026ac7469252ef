CREATE TABLE "dashboard"."template_types" (
	"template_id" text PRIMARY KEY NOT NULL,
	"policy_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
