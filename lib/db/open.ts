import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL access, for pg-boss and the few statements drizzle cannot express. */
export interface RawSql {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(text: string): Promise<void>;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  raw: RawSql;
  /** Set for Postgres: what separate worker processes connect with. */
  url?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… switches to a real Postgres; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omit for an in-memory database (tests). */
  dataDir?: string;
}

const migrationsFolder = () => path.join(process.cwd(), "lib/db/migrations");

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    // PGlite's own mkdir is not recursive.
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(path.join(dataDir, "pgdata"));
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    kind: "pglite",
    db,
    raw: {
      query: async (text, params) => {
        const r = await client.query(text, params as unknown[]);
        return { rows: r.rows as never[] };
      },
      exec: async (text) => {
        await client.exec(text);
      },
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool replaces it.
  pool.on("error", (err) =>
    process.stderr.write(JSON.stringify({ level: "warn", msg: "postgres pool error", error: err.message }) + "\n"),
  );
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder: migrationsFolder() });
  return {
    kind: "postgres",
    db,
    url,
    raw: {
      query: async (text, params) => {
        const r = await pool.query(text, params as unknown[]);
        return { rows: r.rows };
      },
      exec: async (text) => {
        await pool.query(text);
      },
    },
    close: () => pool.end(),
  };
}
