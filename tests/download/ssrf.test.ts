import { describe, expect, it } from "vitest";
import { downloadDocument, MAX_DOCUMENT_BYTES } from "@/lib/service/jobs/download";
import { resolvesToPublicAddresses } from "@/lib/service/jobs/public-address";

// No traffic leaves this machine: addresses are IP literals (no DNS) and fetch is a recording stub.

describe("the production address check", () => {
  it.each([
    "http://127.0.0.1/doc.pdf",
    "http://localhost/doc.pdf",
    "http://10.1.2.3/doc.pdf",
    "http://172.16.5.4/doc.pdf",
    "http://192.168.0.10/doc.pdf",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/doc.pdf",
    "http://[::ffff:127.0.0.1]/doc.pdf",
    "http://[fd00::1]/doc.pdf",
    "http://0.0.0.0/doc.pdf",
  ])("refuses %s", async (url) => {
    expect(await resolvesToPublicAddresses(new URL(url))).toBe(false);
  });

  it.each(["http://93.184.216.34/doc.pdf", "https://[2606:2800:220:1:248:1893:25c8:1946]/doc.pdf"])(
    "allows the public %s",
    async (url) => {
      expect(await resolvesToPublicAddresses(new URL(url))).toBe(true);
    },
  );
});

function recordingFetch(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fn = (async (input: URL | RequestInfo) => {
    const url = String(input);
    calls.push(url);
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected fetch of ${url}`);
    return answer();
  }) as typeof fetch;
  return { fn, calls };
}

describe("downloadDocument", () => {
  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.5/internal.pdf",
    "http://127.0.0.1:3000/api/v1/carriers",
  ])("in production, never follows a redirect into %s", async (inside) => {
    const f = recordingFetch({
      "http://93.184.216.34/doc.pdf": () => new Response(null, { status: 302, headers: { location: inside } }),
    });
    const result = await downloadDocument(f.fn, "http://93.184.216.34/doc.pdf", { publicOnly: true });
    expect(result).toMatchObject({ ok: false, reason: "unreachable" });
    expect(f.calls).toEqual(["http://93.184.216.34/doc.pdf"]);
  });

  it("in production, refuses a private first hop without connecting", async () => {
    const f = recordingFetch({});
    const result = await downloadDocument(f.fn, "http://10.9.8.7/doc.pdf", { publicOnly: true });
    expect(result).toMatchObject({ ok: false, reason: "unreachable" });
    expect(f.calls).toEqual([]);
  });

  it("follows at most 3 redirects", async () => {
    const hop = (n: number) => `http://93.184.216.34/r${n}`;
    const answers: Record<string, () => Response> = {};
    for (let i = 0; i < 6; i++)
      answers[hop(i)] = () => new Response(null, { status: 302, headers: { location: hop(i + 1) } });
    const f = recordingFetch(answers);
    const result = await downloadDocument(f.fn, hop(0), { publicOnly: false });
    expect(result).toMatchObject({ ok: false, reason: "unreachable", detail: "too many redirects" });
    expect(f.calls).toHaveLength(4);
  });

  it("stops reading past the size cap, declared or not", async () => {
    const declared = recordingFetch({
      "http://93.184.216.34/big.pdf": () =>
        new Response("x", { headers: { "content-length": String(MAX_DOCUMENT_BYTES + 1) } }),
    });
    expect(await downloadDocument(declared.fn, "http://93.184.216.34/big.pdf", { publicOnly: false })).toMatchObject({
      ok: false,
      reason: "too-large",
    });

    const chunk = new Uint8Array(1024 * 1024);
    const streamed = recordingFetch({
      "http://93.184.216.34/stream.pdf": () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.enqueue(chunk);
            },
          }),
        ),
    });
    expect(await downloadDocument(streamed.fn, "http://93.184.216.34/stream.pdf", { publicOnly: false })).toMatchObject(
      {
        ok: false,
        reason: "too-large",
      },
    );
  });
});
