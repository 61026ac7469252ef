// Playwright drives Debian's Chromium (no browser download is possible here). Installs it with
// apt when missing and allowed; otherwise says exactly what to run.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(wanted)) return wanted;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (hasApt && isRoot) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation", {
      stdio: "inherit",
    });
    if (existsSync(wanted)) return wanted;
  }
  console.error(
    `Chromium was not found at ${wanted}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation\n` +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}
