// Issue 11, item 10: SIGTERM/SIGINT end the app cleanly. A child process boots the embedded app as
// `npm start` does, a lookup is running in its worker, and the signal arrives: the process takes no new
// job, lets the running one finish (or leaves it to the queue after the grace period), closes PGlite with
// a shutdown checkpoint and exits 0. Without it the signal kills the process mid-job and leaves the
// database "in production", to be recovered at the next start.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/open";

const root = path.resolve(__dirname, "../..");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

// pg_control's `state` (after the system id and two version words): 1 shut down, 6 in production.
const DB_SHUTDOWNED = 1;
const DB_IN_PRODUCTION = 6;
const controlState = (dataDir: string) => readFileSync(path.join(dataDir, "pgdata/global/pg_control")).readInt32LE(16);

interface Run {
  dataDir: string;
  token: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  exitMs: number;
  output: string;
}

async function bootAndStop(signal: NodeJS.Signals, portalLatencyMs: number): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cc-shutdown-"));
  dirs.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    NODE_ENV: "production",
    NEXT_MANUAL_SIG_HANDLE: "1",
    PORTAL_LATENCY_MS: String(portalLatencyMs),
    LOG_LEVEL: "info",
  };
  // Node itself, with tsx as a loader: the tsx wrapper relays signals and SIGKILLs a child that is slow to answer.
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "tests/security/support/embedded-app.ts"],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stderr.on("data", (d) => (output += d));
  const token = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      output += d;
      const line = output.split("\n").find((l) => l.startsWith('{"running"'));
      if (line) resolve(JSON.parse(line).running);
    });
    child.once("exit", (code) => reject(new Error(`child exited ${code} before its job ran:\n${output}`)));
  });
  const sent = Date.now();
  child.kill(signal);
  const [code, exitSignal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once("exit", (c, s) => resolve([c, s])),
  );
  return { dataDir, token, code, signal: exitSignal, exitMs: Date.now() - sent, output };
}

async function operationStatus(dataDir: string, token: string) {
  const db = await openDatabase({ dataDir });
  try {
    const { rows } = await db.raw.query<{ status: string }>(
      "select status from service.proxy_operations where token = $1",
      [token],
    );
    return rows[0]?.status;
  } finally {
    await db.close();
  }
}

describe("graceful shutdown of the embedded app", () => {
  it("on SIGTERM finishes the running lookup, closes PGlite cleanly and exits 0", async () => {
    const run = await bootAndStop("SIGTERM", 400);
    console.log(`SIGTERM → exit ${run.code} in ${run.exitMs} ms`);
    expect(run.code, run.output).toBe(0);
    expect(run.exitMs).toBeLessThan(10_000);
    expect(run.output).toMatch(/"msg":"shut down"/);
    expect(controlState(run.dataDir)).toBe(DB_SHUTDOWNED);
    // It reopens without recovery, and the job that was running when the signal came had finished.
    expect(await operationStatus(run.dataDir, run.token)).toBe("completed");
  }, 120_000);

  it("on SIGINT leaves a job that outlives the grace period to the queue, and still closes cleanly", async () => {
    const run = await bootAndStop("SIGINT", 4_000);
    console.log(`SIGINT with a long job → exit ${run.code} in ${run.exitMs} ms`);
    expect(run.code, run.output).toBe(0);
    expect(run.exitMs).toBeLessThan(10_000);
    expect(run.output).toMatch(/left to the queue/);
    expect(controlState(run.dataDir)).toBe(DB_SHUTDOWNED);
    expect(await operationStatus(run.dataDir, run.token)).toBe("running");
  }, 120_000);

  it("the check tells a killed process apart: SIGKILL leaves the database in production", async () => {
    const run = await bootAndStop("SIGKILL", 400);
    expect(run.signal).toBe("SIGKILL");
    expect(controlState(run.dataDir)).toBe(DB_IN_PRODUCTION);
  }, 120_000);
});
