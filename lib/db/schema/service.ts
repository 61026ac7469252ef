import { boolean, index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Everything the insurance data service keeps. The dashboard never reads these tables.
export const service = pgSchema("service");

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const modifiedAt = () => timestamp("modified_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const clients = service.table("clients", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  lienholderName: text("lienholder_name").notNull(),
  lienholderAddress: text("lienholder_address"),
  secretHash: text("secret_hash").notNull(),
  /** The whsec_ signing secret, sealed: the service must be able to sign with it later. */
  webhookSecretSealed: text("webhook_secret_sealed").notNull(),
  isPlatform: boolean("is_platform").notNull().default(false),
  /** The platform client that owns this one, if any (x-destination-client-id). */
  platformClientId: text("platform_client_id"),
  createdAt: createdAt(),
});

export const carrierCredentials = service.table(
  "carrier_credentials",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    carrierId: text("carrier_id").notNull(),
    sealed: text("sealed").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    /** When the login was last set: staff rotate portal passwords, and need to see when it was done. */
    modifiedAt: modifiedAt(),
  },
  (t) => [uniqueIndex("carrier_credentials_client_carrier").on(t.clientId, t.carrierId)],
);

export const ignitionSessions = service.table(
  "ignition_sessions",
  {
    token: text("token").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("created"),
    user: jsonb("user").notNull(),
    metadata: jsonb("metadata").notNull().default({}),
    webhookUri: text("webhook_uri").notNull(),
    redirectUri: text("redirect_uri"),
    result: text("result"),
    /** After this the hosted page no longer opens (null on sessions made before it had a lifetime). */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    /** First time the borrower opened the hosted page (ignition.opened is sent once). */
    openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }),
    /** The borrower's consent on the hosted page, wording verbatim (a ConsentRecord). */
    consent: jsonb("consent"),
    /** Carrier sign-ins refused on the hosted page; past the limit no more are tried. */
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [index("ignition_sessions_client").on(t.clientId, t.createdAt)],
);

export const proxyOperations = service.table(
  "proxy_operations",
  {
    id: text("id").primaryKey(),
    token: text("token")
      .notNull()
      .references(() => ignitionSessions.token, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    operation: text("operation").notNull(),
    /** The session's `result` when it is not the operation's name: `manual` for a borrower's upload. */
    result: text("result"),
    input: jsonb("input").notNull(),
    status: text("status").notNull().default("queued"),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    attempts: integer("attempts").notNull().default(0),
    /** A run reading the operation's document holds it until then (renewed while it runs); see queue/operation-claim.ts. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("proxy_operations_token").on(t.token)],
);

export const accounts = service.table("accounts", {
  id: text("id").primaryKey(),
  clientId: text("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  carrier: jsonb("carrier").notNull(),
  connectionStatus: text("connection_status").notNull(),
  user: jsonb("user").notNull(),
  createdAt: createdAt(),
});

export const policies = service.table(
  "policies",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    /** The PolicyDraft of the current term (without `renewal`). */
    current: jsonb("current").notNull(),
    renewal: jsonb("renewal"),
    /** `{current, renewal}` as read from the carrier or the document, kept from the first correction on. */
    original: jsonb("original"),
    documents: jsonb("documents").notNull().default([]),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [index("policies_account").on(t.accountId)],
);

/** Who changed which fields of a policy, from what to what (policies/corrections). */
export const policyCorrections = service.table(
  "policy_corrections",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id").notNull(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    term: text("term").notNull(),
    correctedBy: text("corrected_by").notNull(),
    reason: text("reason"),
    changes: jsonb("changes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("policy_corrections_policy").on(t.policyId, t.createdAt)],
);

/** The positioned text a document was read from, so a later correction can find where its value was printed. */
export const documentTexts = service.table("document_texts", {
  /** The `doc_…` id the policy lists under `documents`. */
  id: text("id").primaryKey(),
  clientId: text("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "cascade" }),
  /** One text per operation: a rerun of the job replaces it. */
  operationId: text("operation_id").notNull().unique(),
  pages: jsonb("pages").notNull(),
  createdAt: createdAt(),
});

/** Where a client's documents of one layout print a field, learned from corrections (lib/service/documents/hints). */
export const learnedHints = service.table(
  "learned_hints",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** The carrier the teaching document named: shown to people, never matched on. */
    carrierKey: text("carrier_key").notNull(),
    /** The layout fingerprint the hint applies to; null for hints learned before layouts were told apart (never applied). */
    fingerprint: text("fingerprint"),
    field: text("field").notNull(),
    label: text("label").notNull(),
    relation: text("relation").notNull(),
    kind: text("kind").notNull(),
    geometry: jsonb("geometry").notNull(),
    /** Corrections on different documents that taught this place; trusted from two. */
    agreements: integer("agreements").notNull().default(1),
    /** The correction that taught it last. */
    correctionId: text("correction_id").notNull(),
    /** Who made that correction, and on which document (`doc_…`) it was made; null on hints kept from before. */
    correctedBy: text("corrected_by"),
    documentId: text("document_id"),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    uniqueIndex("learned_hints_layout_place").on(t.clientId, t.fingerprint, t.field, t.label, t.relation),
    index("learned_hints_client").on(t.clientId, t.modifiedAt),
  ],
);

export const authCodes = service.table("auth_codes", {
  codeHash: text("code_hash").primaryKey(),
  clientId: text("client_id").notNull(),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
});

export const accessTokens = service.table("access_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  clientId: text("client_id").notNull(),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
});

export const events = service.table(
  "events",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id").notNull(),
    token: text("token").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    /** pending → delivered | failing → exhausted */
    deliveryStatus: text("delivery_status").notNull().default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("events_token").on(t.token, t.createdAt),
    // The sweep that finds deliveries whose retry time has come.
    index("events_due").on(t.deliveryStatus, t.nextAttemptAt),
  ],
);

export const eventAttempts = service.table(
  "event_attempts",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true, mode: "date" }).notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    /** "schedule" (the automatic attempts) or "redeliver" (asked for by the client). */
    trigger: text("trigger").notNull().default("schedule"),
  },
  (t) => [index("event_attempts_event").on(t.eventId, t.attemptedAt)],
);

export const validationTemplates = service.table("validation_templates", {
  id: text("id").primaryKey(),
  clientId: text("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  rules: jsonb("rules").notNull(),
  createdAt: createdAt(),
  modifiedAt: modifiedAt(),
});

export const validationResults = service.table(
  "validation_results",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id").notNull(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    templateId: text("template_id").notNull(),
    term: text("term").notNull(),
    status: text("status").notNull(),
    result: jsonb("result").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("validation_results_policy").on(t.policyId, t.createdAt)],
);

export const storedFiles = service.table("stored_files", {
  id: text("id").primaryKey(),
  clientId: text("client_id").notNull(),
  name: text("name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  storageKey: text("storage_key").notNull(),
  createdAt: createdAt(),
});
