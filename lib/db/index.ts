import "server-only";
import { env } from "@/lib/env";
import { openDatabase, type Database } from "./open";

const holder = globalThis as unknown as { __covercheckDb?: Promise<Database> };

/** The app's one database handle (one PGlite instance per process, cached across dev reloads). */
export function getDatabase(): Promise<Database> {
  if (!holder.__covercheckDb) {
    const e = env();
    holder.__covercheckDb = openDatabase({
      url: e.DATABASE_URL,
      dataDir: e.DATABASE_URL ? undefined : e.DATA_DIR,
    }).catch((err) => {
      holder.__covercheckDb = undefined;
      throw err;
    });
  }
  return holder.__covercheckDb;
}

export type { Database, Db } from "./open";
