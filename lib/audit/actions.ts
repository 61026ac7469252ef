// What the audit log can say, in the words the audit page shows. Client-safe: the page's filter
// offers these, and the server refuses an action name not listed here.

export const AUDIT_ACTIONS = {
  "account.signed-in": "Signed in",
  "account.signed-out": "Signed out",
  "account.sign-in-refused": "Sign-in refused (deactivated)",
  "account.password-changed": "Changed own password",
  "staff.first-admin": "Created the first admin",
  "staff.added": "Added a staff member",
  "staff.role-changed": "Changed a role",
  "staff.deactivated": "Deactivated a member",
  "staff.reactivated": "Reactivated a member",
  "staff.password-reset": "Reset a password",
  "verification.lookup-started": "Started a lookup",
  "verification.document-uploaded": "Uploaded a document",
  "verification.document-reread": "Read a document again",
  "verification.retried": "Retried an errored session",
  "request.sent": "Requested insurance from a borrower",
  "request.reminded": "Sent a reminder to a borrower",
  "request.cancelled": "Cancelled an insurance request",
  "validation.run": "Ran a validation",
  "policy.corrected": "Corrected a policy field",
  "review.assigned": "Assigned a verification",
  "review.decided": "Decided a verification",
  "review.noted": "Added a note",
  "hint.removed": "Removed a learned hint",
  "template.created": "Created a template",
  "template.updated": "Changed a template",
  "settings.saved": "Changed verification settings",
  "carrier-login.added": "Added a carrier portal login",
  "carrier-login.replaced": "Replaced a carrier portal login",
  "carrier-login.removed": "Removed a carrier portal login",
  "report.downloaded": "Downloaded a report",
  "sessions.exported": "Exported the verifications list",
  "audit.exported": "Exported the audit log",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (s: string): s is AuditAction => Object.hasOwn(AUDIT_ACTIONS, s);

export const auditActionLabel = (s: string): string => (isAuditAction(s) ? AUDIT_ACTIONS[s] : s);
