import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "@/lib/db/open";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when DATABASE_URL points
 * at a Postgres (as on CI) and TEST_DB=postgres — a new database created on that server.
 */
export async function freshDatabase(): Promise<Database & { label: string }> {
  const url = process.env.TEST_DB === "postgres" ? process.env.DATABASE_URL : undefined;
  if (!url) {
    const db = await openDatabase({});
    return Object.assign(db, { label: "pglite" });
  }
  const name = `covercheck_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ url: u.toString() });
  const close = db.close;
  return Object.assign(db, {
    label: "postgres",
    close: async () => {
      await close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  });
}
