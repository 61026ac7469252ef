import "server-only";
import type { RawSql } from "@/lib/db/open";

/** pg-boss's database hook: `executeSql(text, values)` answered with `{ rows }`. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

// PGlite runs parameterised text as one prepared statement, which Postgres refuses for several
// commands. pg-boss sends several only without parameters (schema creation, migrations and its
// BEGIN…COMMIT maintenance blocks), and reads no rows from those, so they go through exec.
const MULTIPLE_COMMANDS = "cannot insert multiple commands into a prepared statement";

export function bossDbOver(raw: RawSql): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return raw.query(text, values);
      try {
        return await raw.query(text);
      } catch (err) {
        if (!(err instanceof Error) || !err.message.includes(MULTIPLE_COMMANDS)) throw err;
        await raw.exec(text);
        return { rows: [] };
      }
    },
  };
}
