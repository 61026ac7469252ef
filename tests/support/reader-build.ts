import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

// The document reader runs plain JavaScript built by scripts/build-reader.mjs; a test process
// builds its own copy (~0.3 s) into .next-reader/test-<pid> (inside the app, so that its packages
// resolve from node_modules), so it never reads a stale build or races the app's. Copies left by
// test processes that are gone are removed first (vitest's forks may end without an exit event).

let built: string | undefined;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function builtReader(): string {
  if (!built) {
    const root = path.resolve(".next-reader");
    mkdirSync(root, { recursive: true });
    for (const name of readdirSync(root)) {
      const pid = /^test-(\d+)$/.exec(name)?.[1];
      if (pid && !alive(Number(pid))) rmSync(path.join(root, name), { recursive: true, force: true });
    }
    const out = path.join(root, `test-${process.pid}`, "reader.mjs");
    execFileSync(process.execPath, [path.resolve("scripts/build-reader.mjs"), out], { stdio: "inherit" });
    built = out;
  }
  return built;
}
