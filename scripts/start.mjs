#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then serve the app with
// the embedded service on PORT (default 3000). Everything it keeps lives in DATA_DIR.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const buildId = path.join(root, ".next", "BUILD_ID");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ["app", "components", "lib", "public"].filter((d) => existsSync(d));
const extra = ["next.config.mjs", "package.json", "tailwind.config.ts", "instrumentation.ts"].filter((f) =>
  existsSync(f),
);
const stale =
  !existsSync(buildId) ||
  Math.max(...sources.map((d) => newestMtime(d)), ...extra.map((f) => statSync(f).mtimeMs)) > statSync(buildId).mtimeMs;

if (stale) {
  console.log("Building the app (sources changed since the last build)…");
  const build = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The document reader's process runs plain JavaScript bundled from lib/ (scripts/build-reader.mjs):
// built with the app, or alone when only it is missing or older than the app's build.
const reader = path.join(root, ".next-reader", "reader.mjs");
if (stale || !existsSync(reader) || statSync(reader).mtimeMs < statSync(buildId).mtimeMs) {
  const built = spawnSync(process.execPath, [path.join(root, "scripts", "build-reader.mjs")], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = process.env.PORT ?? "3000";
console.log(
  `Covercheck on ${process.env.APP_URL ?? `http://localhost:${port}`} (data in ${process.env.DATA_DIR ?? "./.data"})`,
);
// Node runs Next directly (no npx in between) so signals and the exit code pass through unchanged.
// NEXT_MANUAL_SIG_HANDLE leaves SIGTERM/SIGINT to the app (lib/embedded/shutdown.ts): it stops taking
// jobs, lets running ones finish, closes the database cleanly and exits 0.
const server = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", port], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", NEXT_MANUAL_SIG_HANDLE: "1" },
});
// A terminal's Ctrl-C reaches the whole process group; the app ignores the repeat.
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
