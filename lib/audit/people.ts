// A person as the timeline, the audit page and the report credit them: the name, the role they
// acted in, and the email where there is room. Client-safe.

const ROLE_WORDS: Record<string, string> = { admin: "admin", reviewer: "reviewer", viewer: "viewer" };

export function personText(p: { name: string; role?: string | null; email?: string | null }): string {
  const role = p.role ? (ROLE_WORDS[p.role] ?? p.role) : null;
  return `${p.name}${role ? ` (${role})` : ""}${p.email ? ` <${p.email}>` : ""}`;
}

/** Who a timeline entry credits (`by`, `byRole`, `byEmail`), or null when a person made none of it. */
export function timelineActor(detail: Record<string, unknown>, withEmail = false): string | null {
  if (typeof detail.by !== "string" || !detail.by) return null;
  return personText({
    name: detail.by,
    role: typeof detail.byRole === "string" ? detail.byRole : null,
    email: withEmail && typeof detail.byEmail === "string" ? detail.byEmail : null,
  });
}
