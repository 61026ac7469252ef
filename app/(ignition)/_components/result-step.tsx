import { type HostedFinish } from "@/lib/schemas/hosted-ignition";
import { PrimaryButton } from "./ui";

const TYPE_NAME: Record<string, string> = { auto: "Auto", home: "Home", condo: "Condo" };

const date = (iso: string | null) =>
  iso ? new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "medium" }) : "unknown";

/** What was shared, policy by policy, then back to the client. */
export function ResultStep({
  finish,
  clientName,
  onContinue,
}: {
  finish: HostedFinish;
  clientName: string;
  onContinue: () => void;
}) {
  return (
    <div className="space-y-5 text-base">
      <p>
        {finish.result === "manual" ? "We read your document and shared" : "You shared"} this with {clientName}:
      </p>
      {finish.shared.map((p, i) => (
        <section
          key={i}
          aria-label={`${TYPE_NAME[p.type] ?? p.type} policy`}
          className="rounded-md border border-slate-300 bg-white p-4"
        >
          <h2 className="font-semibold">
            {TYPE_NAME[p.type] ?? p.type} policy {p.policyNumber ?? ""}
          </h2>
          <p className="text-sm text-slate-700">{p.carrier}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-700">Dates</dt>
            <dd>
              {date(p.effectiveDate)} to {date(p.expirationDate)}
              {p.hasRenewal ? " (renewal on file)" : ""}
            </dd>
            <dt className="text-slate-700">{p.type === "auto" ? "Vehicles" : "Property"}</dt>
            <dd>{p.items.length ? p.items.join("; ") : "none listed"}</dd>
            <dt className="text-slate-700">Lender</dt>
            <dd>{p.lenderListed ? `${clientName} is listed` : `${clientName} is not listed`}</dd>
          </dl>
        </section>
      ))}
      <PrimaryButton type="button" onClick={onContinue}>
        Done, return to {clientName}
      </PrimaryButton>
    </div>
  );
}
