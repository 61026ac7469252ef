import "server-only";
import type { ServiceDeps } from "@/lib/service/deps";
import { JobQueue } from "./job-queue";

/** The service's queue: the one given in deps, else one created over deps.database and kept there. */
export function queueOf(deps: ServiceDeps): JobQueue {
  deps.queue ??= new JobQueue(deps.database, deps.log);
  return deps.queue;
}
