import { boolean, date, index, integer, jsonb, pgSchema, text, timestamp } from "drizzle-orm/pg-core";

// The dashboard's own tables: staff, their sign-in sessions, and what it learned from the service.
export const dashboard = pgSchema("dashboard");

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const users = dashboard.table("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  role: text("role").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
  /** Set by an admin: the member cannot sign in and their open sessions stop working. */
  deactivatedAt: at("deactivated_at"),
  /** Set when an admin resets the password: the member chooses their own before anything else. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
});

export const authSessions = dashboard.table("auth_sessions", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: at("expires_at").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** Small server-side settings, e.g. the embedded service client the dashboard provisioned. */
export const settings = dashboard.table("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const verifications = dashboard.table(
  "verifications",
  {
    token: text("token").primaryKey(),
    method: text("method").notNull(),
    status: text("status").notNull(),
    borrowerRef: text("borrower_ref").notNull(),
    summary: jsonb("summary").notNull(),
    consent: jsonb("consent").notNull(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    accountId: text("account_id"),
    accessToken: text("access_token"),
    policies: jsonb("policies"),
    /** The loan this verification is for (borrower, VIN or property, loan number, template). */
    loan: jsonb("loan"),
    /** pass | fail | review, or null before the first validation; a column so the list can filter on it. */
    verdict: text("verdict"),
    /** The verdict's reasons, policy standing and the template run, as shown on the session page. */
    verdictDetail: jsonb("verdict_detail"),
    /** The lookup form as staff sent it (without consent), so an errored lookup can be edited and retried. */
    request: jsonb("request"),
    /** The session this one retried, and the one that retried it: both ways, so either page links the other. */
    retryOf: text("retry_of"),
    retriedAs: text("retried_as"),
    createdBy: text("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("verifications_updated").on(t.updatedAt), index("verifications_verdict").on(t.verdict, t.updatedAt)],
);

export const timeline = dashboard.table(
  "timeline",
  {
    id: text("id").primaryKey(),
    token: text("token")
      .notNull()
      .references(() => verifications.token, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    detail: jsonb("detail").notNull().default({}),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [index("timeline_token").on(t.token, t.at)],
);

export const webhookReceipts = dashboard.table("webhook_receipts", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});

/** Who did what to which session, and when: one row per staff action that changed something. */
export const auditLog = dashboard.table(
  "audit_log",
  {
    id: text("id").primaryKey(),
    at: at("at").notNull().defaultNow(),
    /** Copied, not joined: the entry must still say who it was after the member is renamed. */
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    token: text("token"),
    detail: jsonb("detail").notNull().default({}),
  },
  (t) => [
    index("audit_log_at").on(t.at),
    index("audit_log_actor").on(t.actorEmail, t.at),
    index("audit_log_action").on(t.action, t.at),
    index("audit_log_token").on(t.token, t.at),
  ],
);

/**
 * The people's side of a verification: who is working it and what they decided. One row per
 * session, made by the first assignment or decision; the history of both is in the timeline and
 * the audit log.
 */
export const reviews = dashboard.table(
  "reviews",
  {
    token: text("token")
      .primaryKey()
      .references(() => verifications.token, { onDelete: "cascade" }),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** accepted | accepted-exception | waived | rejected; null while undecided. */
    decision: text("decision"),
    reason: text("reason"),
    /** The last day an accepted exception holds (accepted-exception only). */
    exceptionExpiresOn: date("exception_expires_on", { mode: "string" }),
    /** Copied, not joined, like the audit log: the decision still says who made it after a rename. */
    decidedById: text("decided_by_id"),
    decidedByName: text("decided_by_name"),
    decidedAt: at("decided_at"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("reviews_assignee").on(t.assigneeId), index("reviews_decision").on(t.decision, t.exceptionExpiresOn)],
);

/** Staff notes on a verification, with the staff they @mention. */
export const reviewNotes = dashboard.table(
  "review_notes",
  {
    id: text("id").primaryKey(),
    token: text("token")
      .notNull()
      .references(() => verifications.token, { onDelete: "cascade" }),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    /** Ids of the staff the note mentions, resolved when it was written. */
    mentionedIds: text("mentioned_ids").array().notNull(),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [index("review_notes_token").on(t.token, t.at)],
);

/**
 * A session the borrower completes themselves: staff asked by mail, the borrower follows the link to the
 * hosted Ignition page. One row per request beside its verification (method "request"); the verification
 * holds the outcome, verdict and timeline like any other, this row what only a request has.
 */
export const insuranceRequests = dashboard.table(
  "insurance_requests",
  {
    token: text("token")
      .primaryKey()
      .references(() => verifications.token, { onDelete: "cascade" }),
    borrowerName: text("borrower_name").notNull(),
    borrowerEmail: text("borrower_email").notNull(),
    borrowerPhone: text("borrower_phone"),
    /** The hosted page's address, as the service answered it: the link every mail carries. */
    ignitionUri: text("ignition_uri").notNull(),
    /** When the link stops opening (the service's session lifetime). */
    expiresAt: at("expires_at").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
    remindedAt: at("reminded_at"),
    reminders: integer("reminders").notNull().default(0),
    /** ignition.opened: the borrower has the page in front of them. */
    openedAt: at("opened_at"),
    /** ignition.completed arrived: the account is connected, its policies are being read. */
    connectedAt: at("connected_at"),
    cancelledAt: at("cancelled_at"),
    cancelledBy: text("cancelled_by"),
  },
  (t) => [index("insurance_requests_email").on(t.borrowerEmail)],
);

/**
 * Mail the app sent or, with no SMTP_URL, kept: the embedded default's outbox, which admins read in the
 * dashboard, so a request can be followed without any mail server.
 */
export const outbox = dashboard.table(
  "outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** outbox: kept here only; smtp: handed to the SMTP server (the copy is kept for the audit). */
    transport: text("transport").notNull(),
    /** The request the mail belongs to, when it does. */
    token: text("token"),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [index("outbox_at").on(t.at)],
);

/**
 * The policy type (auto | home) of each validation template the dashboard saved: the service's template
 * has none, and a default template per policy type must be one of that type.
 */
export const templateTypes = dashboard.table("template_types", {
  templateId: text("template_id").primaryKey(),
  policyType: text("policy_type").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});
