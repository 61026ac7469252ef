// The app as the browser tests see it: a fresh data folder, a fast sandbox portal, its own port.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = ".data-e2e";
rmSync(dataDir, { recursive: true, force: true });
const server = spawn("npx", ["next", "start", "-p", port], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SANDBOX_LATENCY_MS: "150",
    // Reading speed is measured by the benchmarks; a loaded CI machine must not cut a scanned page.
    DOCUMENT_DEADLINE_SECONDS: "120",
    LOG_LEVEL: "warn",
  },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
