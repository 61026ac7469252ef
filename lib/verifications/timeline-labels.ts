// What each entry of a session's timeline is called, on the session page and in the report.
export const TIMELINE_LABELS: Record<string, string> = {
  created: "Session created",
  queued: "Queued at the service",
  rejected: "Rejected by the service",
  completed: "Completed",
  errored: "Errored",
  uploaded: "Document uploaded",
  exchanged: "Access to the policy granted",
  validated: "Checked against the loan",
  "validation-failed": "Could not be checked",
  rerun: "Read again as another type",
  retried: "Retried as a new lookup",
  "retry-of": "Retry of an errored lookup",
  corrected: "Policy corrected",
  assigned: "Assigned",
  decided: "Decided",
  noted: "Note added",
};
