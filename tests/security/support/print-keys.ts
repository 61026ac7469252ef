// Child process of keys.test.ts: loads every generated key of the app at START_AT (so several copies
// race on one fresh DATA_DIR) and prints them as JSON.
import { env } from "@/lib/env";
import { authSecret, credentialsKey, fileSigningKey, operatorKey } from "@/lib/keys/app-keys";

// Validate the environment before the wait, so the copies meet the key files within microseconds.
env();
const startAt = Number(process.env.START_AT ?? 0);
while (performance.timeOrigin + performance.now() < startAt) {
  // Busy-wait: a timer would add its own jitter to the moment the copies reach the key files.
}
const keys = {
  auth: authSecret(),
  files: fileSigningKey().toString("base64"),
  credentials: credentialsKey().toString("base64"),
  operator: operatorKey(),
};
process.stdout.write(JSON.stringify(keys) + "\n");
