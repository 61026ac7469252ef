CREATE TABLE "service"."document_texts" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"operation_id" text NOT NULL,
	"pages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_texts_operation_id_unique" UNIQUE("operation_id")
);
--> statement-breakpoint
CREATE TABLE "service"."learned_hints" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"carrier_key" text NOT NULL,
	"field" text NOT NULL,
	"label" text NOT NULL,
	"relation" text NOT NULL,
	"kind" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"correction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service"."policy_corrections" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"policy_id" text NOT NULL,
	"term" text NOT NULL,
	"corrected_by" text NOT NULL,
	"reason" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service"."policies" ADD COLUMN "original" jsonb;--> statement-breakpoint
ALTER TABLE "service"."document_texts" ADD CONSTRAINT "document_texts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "service"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."learned_hints" ADD CONSTRAINT "learned_hints_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "service"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service"."policy_corrections" ADD CONSTRAINT "policy_corrections_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "service"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learned_hints_place" ON "service"."learned_hints" USING btree ("client_id","carrier_key","field","label","relation");--> statement-breakpoint
CREATE INDEX "learned_hints_client" ON "service"."learned_hints" USING btree ("client_id","modified_at");--> statement-breakpoint
CREATE INDEX "policy_corrections_policy" ON "service"."policy_corrections" USING btree ("policy_id","created_at");