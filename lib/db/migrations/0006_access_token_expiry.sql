-- Tokens issued before expiry existed get the same 90 days, counted from when they were issued.
ALTER TABLE "service"."access_tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "service"."access_tokens" SET "expires_at" = "created_at" + interval '90 days';--> statement-breakpoint
ALTER TABLE "service"."access_tokens" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service"."access_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
-- A spent or expired authCode leaves its event (from now on the exchange removes it); one still usable stays.
UPDATE "service"."events" SET "payload" = "payload" - 'authCode'
WHERE "payload" ? 'authCode' AND NOT EXISTS (
  SELECT 1 FROM "service"."auth_codes" c
  WHERE c."code_hash" = encode(sha256(convert_to("payload"->>'authCode', 'UTF8')), 'hex')
    AND c."used_at" IS NULL AND c."expires_at" > now()
);
