import { describe, expect, it } from "vitest";
import { freshDatabase } from "../support/database";

describe("migrations from empty", () => {
  it("create the service and dashboard tables in separate schemas", async () => {
    const db = await freshDatabase();
    try {
      const { rows } = await db.raw.query<{ table_schema: string; table_name: string }>(
        `select table_schema, table_name from information_schema.tables
         where table_schema in ('service', 'dashboard') order by 1, 2`,
      );
      const names = rows.map((r) => `${r.table_schema}.${r.table_name}`);
      expect(names).toEqual(
        expect.arrayContaining([
          "service.clients",
          "service.ignition_sessions",
          "service.policies",
          "dashboard.users",
          "dashboard.auth_sessions",
          "dashboard.verifications",
        ]),
      );
      expect(names.some((n) => n.startsWith("public."))).toBe(false);
    } finally {
      await db.close();
    }
  });

  it("are recorded, so opening again applies nothing twice", async () => {
    const db = await freshDatabase();
    try {
      const { rows } = await db.raw.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(rows[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      await db.close();
    }
  });
});
