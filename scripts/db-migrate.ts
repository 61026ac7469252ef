// `npm run db:migrate`: applies the versioned migrations to DATABASE_URL or the embedded PGlite.
import { openDatabase } from "@/lib/db/open";

const url = process.env.DATABASE_URL || undefined;
const dataDir = url ? undefined : (process.env.DATA_DIR ?? "./.data");
const db = await openDatabase({ url, dataDir });
console.log(`Migrations applied to ${url ? "Postgres" : `PGlite in ${dataDir}`}.`);
await db.close();
