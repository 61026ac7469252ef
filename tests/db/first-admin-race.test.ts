// Racing "create the first admin" forms: exactly one wins, on Postgres too, where two
// `insert … where not exists` statements can each see the table empty (TEST_DB=postgres runs it there).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDashboardDb } from "../dashboard/signed-in";
import type { Database } from "@/lib/db";
import { countUsers, createUser } from "@/lib/db/queries/users";
import { sql } from "drizzle-orm";

let db: Database;
beforeAll(async () => {
  db = await openDashboardDb();
}, 60_000);
afterAll(() => db.close());

it("creates one first admin however many forms race", async () => {
  for (let round = 0; round < 20; round++) {
    await db.db.execute(sql`delete from dashboard.users`);
    // Every pooled connection open first, so the inserts really run side by side.
    await Promise.all(Array.from({ length: 10 }, () => db.db.execute(sql`select pg_sleep(0.01)`)));
    await race();
  }
});

async function race() {
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      createUser(
        { id: randomUUID(), email: `admin${i}@lender.example`, name: `Admin ${i}`, passwordHash: "x", role: "admin" },
        { onlyIfFirst: true },
      ),
    ),
  );
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === "not-first")).toBe(true);
  expect(await countUsers()).toBe(1);
}
