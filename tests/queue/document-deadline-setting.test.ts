import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_QUEUE_SETTINGS, queueSettingsFor } from "@/lib/service/queue/settings";

describe("the document deadline setting", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const freshEnv = async () => (await import("@/lib/env")).env();

  it("is 30 s unless DOCUMENT_DEADLINE_SECONDS says otherwise", async () => {
    vi.stubEnv("DOCUMENT_DEADLINE_SECONDS", "");
    expect((await freshEnv()).DOCUMENT_DEADLINE_SECONDS).toBe(30);
    vi.resetModules();
    vi.stubEnv("DOCUMENT_DEADLINE_SECONDS", "120");
    expect((await freshEnv()).DOCUMENT_DEADLINE_SECONDS).toBe(120);
  });

  it("refuses a deadline no document could be read in, naming the variable", async () => {
    vi.stubEnv("DOCUMENT_DEADLINE_SECONDS", "2");
    await expect(freshEnv()).rejects.toThrow(/DOCUMENT_DEADLINE_SECONDS: Too small/);
  });

  it("keeps a run from being taken for crashed before its download and deadline have passed", () => {
    expect(queueSettingsFor(30)).toEqual({ documentDeadlineSeconds: 30, proxyExpireInSeconds: 120 });
    const slow = queueSettingsFor(120);
    expect(slow.documentDeadlineSeconds).toBe(120);
    // The download may take 30 s before reading starts.
    expect(slow.proxyExpireInSeconds).toBeGreaterThan(30 + 120);
    expect(DEFAULT_QUEUE_SETTINGS.proxyExpireInSeconds).toBeGreaterThan(
      30 + DEFAULT_QUEUE_SETTINGS.documentDeadlineSeconds,
    );
  });
});
