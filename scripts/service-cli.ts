// The service operator's CLI (`npm run service -- <command> …`). With the embedded database the
// running app owns PGlite, so commands go through its operator endpoint; with Postgres, or when
// no app is running, they act on the database directly.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const USAGE = `Usage:
  npm run service -- client:create --name "Acme Lending" --lienholder-name "Acme Lending LLC" [--lienholder-address "…"] [--platform] [--platform-client <clientId>]
  npm run service -- credentials:set --client <clientId> --carrier <carrier id or NAIC> [--username U] [--password P]
  npm run service -- credentials:remove --client <clientId> --carrier <carrier id or NAIC>`;

type Command = { route: string; body: Record<string, unknown> };

function parse(argv: string[]): Command {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: "string" },
      "lienholder-name": { type: "string" },
      "lienholder-address": { type: "string" },
      platform: { type: "boolean" },
      "platform-client": { type: "string" },
      client: { type: "string" },
      carrier: { type: "string" },
      username: { type: "string" },
      password: { type: "string" },
    },
  });
  switch (command) {
    case "client:create":
      return {
        route: "clients",
        body: {
          name: values.name,
          lienholderName: values["lienholder-name"] ?? values.name,
          lienholderAddress: values["lienholder-address"],
          isPlatform: values.platform ?? false,
          platformClientId: values["platform-client"],
        },
      };
    case "credentials:set":
    case "credentials:remove":
      return {
        route: command === "credentials:set" ? "credentials" : "credentials/remove",
        body: {
          clientId: values.client,
          carrier: values.carrier,
          username: values.username,
          password: values.password,
        },
      };
    default:
      console.error(USAGE);
      process.exit(2);
  }
}

async function viaRunningApp(cmd: Command): Promise<unknown | undefined> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? "./.data");
  const keyFile = path.join(dataDir, "operator.key");
  if (!existsSync(keyFile)) return undefined;
  const appUrl = (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
  try {
    const res = await fetch(`${appUrl}/api/v1/operator/${cmd.route}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-operator-key": readFileSync(keyFile, "utf8").trim() },
      body: JSON.stringify(cmd.body),
    });
    return await res.json();
  } catch {
    return undefined; // nothing listening: this process may open the database itself
  }
}

async function direct(cmd: Command): Promise<unknown> {
  const { buildServiceDeps } = await import("@/lib/service/runtime");
  const { createServiceApp } = await import("@/lib/service/http/create-service-app");
  const deps = await buildServiceDeps();
  const app = createServiceApp(deps);
  const res = await app.request(`/api/v1/operator/${cmd.route}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-operator-key": deps.operatorKey! },
    body: JSON.stringify(cmd.body),
  });
  const body = await res.json();
  await deps.database.close();
  return body;
}

const cmd = parse(process.argv.slice(2));
const answer = (process.env.DATABASE_URL ? undefined : await viaRunningApp(cmd)) ?? (await direct(cmd));
const { success, data, ...error } = answer as { success: boolean; data?: unknown };
console.log(JSON.stringify(success ? data : error, null, 2));
process.exit(success ? 0 : 1);
