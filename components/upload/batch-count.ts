/** What the overall progress needs to know of one file. */
export interface BatchEntry {
  state: "ready" | "invalid" | "uploading" | "sent" | "failed";
  /** Sent files only: how the service's reading ended; absent while it reads. */
  outcome?: "read" | "unreadable";
}

export interface BatchCount {
  total: number;
  /** Read, unreadable, or refused at upload: nothing more will happen to it. */
  done: number;
  uploading: number;
  reading: number;
  unreadable: number;
  failed: number;
  /** "2 of 3 read"; "… done" once a file could not be uploaded or read, so "read" never overstates. */
  label: string;
}

/** The batch is every file sent or being sent; files still waiting to be sent are not in it yet. */
export function countBatch(files: BatchEntry[]): BatchCount | null {
  const inBatch = files.filter((f) => f.state === "uploading" || f.state === "sent" || f.state === "failed");
  if (!inBatch.length) return null;
  const count = (test: (f: BatchEntry) => boolean) => inBatch.filter(test).length;
  const uploading = count((f) => f.state === "uploading");
  const failed = count((f) => f.state === "failed");
  const reading = count((f) => f.state === "sent" && !f.outcome);
  const unreadable = count((f) => f.state === "sent" && f.outcome === "unreadable");
  const done = count((f) => f.state === "failed" || (f.state === "sent" && !!f.outcome));
  const total = inBatch.length;
  const word = failed || unreadable ? "done" : "read";
  return { total, done, uploading, reading, unreadable, failed, label: `${done} of ${total} ${word}` };
}
