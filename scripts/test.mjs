#!/usr/bin/env node
// `npm test`: every test. Unit and API tests on PGlite; the data-layer and API tests again on
// Postgres when DATABASE_URL answers; then the production build and the browser tests.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { ensureChromium } from "./ensure-chromium.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0, skipped: 0 };
mkdirSync("test-results", { recursive: true });

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  return r.status === 0;
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

let ok = true;
const vitest = (label, file, args, extraEnv) => {
  const passed = run(
    label,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`, ...args],
    extraEnv,
  );
  try {
    countVitest(file);
  } catch {
    totals.failed += 1;
  }
  ok &&= passed;
};

const staticChecks =
  run("lint (incl. the service boundary)", "npx", ["eslint", "."]) &&
  run("formatting (Prettier)", "npx", ["prettier", "--check", "."]) &&
  run("typecheck", "npx", ["tsc", "--noEmit"]);
if (staticChecks) totals.passed += 1;
else totals.failed += 1;
ok &&= staticChecks;

vitest("unit and API tests (PGlite)", "test-results/vitest-pglite.json", [], { TEST_DB: "pglite" });

if (env.DATABASE_URL && (await postgresAnswers(env.DATABASE_URL))) {
  vitest(
    "data-layer and API tests (Postgres)",
    "test-results/vitest-postgres.json",
    ["tests/db", "tests/api", "tests/queue", "tests/events"],
    {
      TEST_DB: "postgres",
    },
  );
} else {
  console.log("\nDATABASE_URL is not set or does not answer: the Postgres run is skipped.");
}

const chromium = ensureChromium();
// The build and browser tests run even after an earlier failure, so one red run reports everything.
const built =
  run("production build", "npm", ["run", "build"]) &&
  run("no TypeScript loader in the build", "node", ["scripts/check-built-js.mjs"]);
ok &&= built;
if (built) {
  rmSync("e2e/screenshots", { recursive: true, force: true });
  const passed = run("browser tests (Playwright + Debian Chromium)", "npx", ["playwright", "test"], {
    CHROMIUM_PATH: chromium,
  });
  try {
    const report = JSON.parse(readFileSync("test-results/playwright.json", "utf8"));
    totals.passed += report.stats.expected;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  } catch {
    totals.failed += 1;
  }
  ok &&= passed;
} else {
  totals.failed += 1;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
