import { type ClosedReason } from "@/lib/schemas/hosted-ignition";

const COPY: Record<ClosedReason | "error", { title: string; body: (client: string) => string }> = {
  unknown: {
    title: "This link doesn't work",
    body: () =>
      "We couldn't find a request for this link. Check that you opened the whole link from your message, or ask your lender to send a new one.",
  },
  expired: {
    title: "This link has expired",
    body: (client) =>
      `For your security, links to share your insurance stop working after a while. Ask ${client} to send you a new one.`,
  },
  used: {
    title: "You've already shared your insurance",
    body: (client) =>
      `${client} has received your insurance information through this link. There is nothing more to do here.`,
  },
  error: {
    title: "Something went wrong",
    body: () => "We couldn't open this page just now. Please try again in a few minutes.",
  },
};

/** A link that cannot be used, said plainly: never an error trace. */
export function ClosedPage({ reason, clientName }: { reason: ClosedReason | "error"; clientName?: string | null }) {
  const copy = COPY[reason];
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <p className="mb-6 text-sm font-semibold text-brand-700">{clientName ?? "Covercheck"}</p>
      <h1 className="text-2xl font-semibold">{copy.title}</h1>
      <p className="mt-3 text-base leading-relaxed text-slate-700">{copy.body(clientName ?? "your lender")}</p>
    </main>
  );
}
