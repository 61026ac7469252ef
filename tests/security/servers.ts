import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface CountingServer {
  /** http://127.0.0.1:port */
  origin: string;
  port: number;
  /** Paths requested, in order. */
  hits: string[];
  close(): Promise<void>;
}

/** A real server on 127.0.0.1 that records every request: the "internal service" an attack must not reach. */
export function startCountingServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end("internal secret"),
): Promise<CountingServer> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? "");
    req.resume();
    req.on("end", () => handle(req, res));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        port,
        hits,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
