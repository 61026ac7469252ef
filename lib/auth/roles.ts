export const ROLES = ["admin", "reviewer", "viewer"] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { viewer: 0, reviewer: 1, admin: 2 };

/** Roles are ordered: an admin can do what a reviewer can, a reviewer what a viewer can. */
export function hasRole(actual: Role, needed: Role): boolean {
  return RANK[actual] >= RANK[needed];
}
