import "server-only";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createSandboxPortalApp, type SandboxPortalOptions } from "./app";

export interface RunningSandboxPortal {
  /** Base url without a trailing slash, e.g. http://127.0.0.1:53211 */
  url: string;
  close(): Promise<void>;
}

/** Serves the portal on its own port (port 0: any free one), for tests and standalone runs. */
export function startSandboxPortal(
  opts: SandboxPortalOptions & { port?: number; hostname?: string } = {},
): Promise<RunningSandboxPortal> {
  const { port = 0, hostname = "127.0.0.1", ...appOptions } = opts;
  const app = createSandboxPortalApp(appOptions);

  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      const base = `http://${hostname}:${info.port}${appOptions.basePath ?? ""}`.replace(/\/$/, "");
      resolve({
        url: base,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            // Requests still sleeping through the simulated latency would otherwise hold close() open.
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      });
    });
    server.once("error", reject);
  });
}
