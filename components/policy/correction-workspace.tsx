"use client";

import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState, type SetStateAction } from "react";
import { ModeSwitch } from "@/components/lookup/form-bits";
import { DocumentPreview } from "@/components/sessions/document-preview";
import { Alert, Card } from "@/components/ui/card";
import { getPolicyCorrectionsAction, type PolicyCorrectionsView } from "@/lib/actions/get-policy-corrections";
import type { VerificationDetail } from "@/lib/actions/verification-views";
import { namedCorrections } from "@/lib/corrections/named-changes";
import type { Policy } from "@/lib/schemas/policy";
import { confidenceAt, LOW_CONFIDENCE } from "@/lib/schemas/policy-correction-form";
import { CorrectionProvider, readValueAt, shown, valueAt, type CorrectionContextValue } from "./correction-context";
import { CorrectionForm, type CorrectionOutcome } from "./correction-form";
import { CorrectionHistory } from "./correction-history";
import { fieldLabel } from "./field-label";
import { FieldPlaceView } from "./field-place";

type Active = { policyId: string; path: string } | null;
type Term = "current" | "renewal";
type Item = VerificationDetail["policies"][number];

function usePolicyCorrections(token: string, policyId: string, term: Term, enabled: boolean) {
  return useQuery({
    queryKey: ["policy-corrections", token, policyId, term],
    queryFn: async (): Promise<PolicyCorrectionsView> => {
      const r = await getPolicyCorrectionsAction(token, policyId, term);
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
    enabled,
    staleTime: 60_000,
  });
}

/**
 * The document (when there is one) and what was read from it side by side: each value editable
 * by reviewers, unsure ones marked, the place on the page drawn for the field in hand, and who
 * corrected what. A lookup's policy has no page, only the values.
 */
export function CorrectionWorkspace({
  v,
  canEdit,
  who,
}: {
  v: VerificationDetail;
  canEdit: boolean;
  who?: (email: string) => string;
}) {
  const [active, setActive] = useState<Active>(null);
  const doc = v.document;
  const first = v.policies[0];
  const completed = v.status === "completed";
  const firstView = usePolicyCorrections(v.token, first?.id ?? "", "current", completed && !!first && !!doc);
  const shownPolicy = active ? v.policies.find((p) => p.id === active.policyId) : first;
  const locations = active?.policyId === first?.id || !active ? firstView.data?.locations : undefined;
  return (
    <div className={doc ? "grid gap-4 xl:grid-cols-2" : "space-y-4"}>
      {doc ? (
        <div className="space-y-4">
          <Card title="Document">
            <DocumentPreview doc={doc} />
          </Card>
          {locations && locations.fields.length ? (
            <div className="xl:sticky xl:top-4">
              <Card title="Where it was read">
                <FieldPlaceView
                  doc={doc}
                  locations={locations}
                  active={active?.path ?? null}
                  label={(path) => fieldLabel(shownPolicy?.current, path)}
                />
              </Card>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="space-y-4">
        {v.policies.map((p) => (
          <PolicyCorrections
            key={p.id}
            token={v.token}
            item={p}
            canEdit={canEdit}
            fromDocument={!!doc}
            active={active?.policyId === p.id ? active.path : null}
            setActive={setActive}
            who={who}
          />
        ))}
      </div>
    </div>
  );
}

function PolicyCorrections({
  token,
  item,
  canEdit,
  fromDocument,
  active,
  setActive,
  who,
}: {
  token: string;
  item: Item;
  canEdit: boolean;
  fromDocument: boolean;
  active: string | null;
  setActive: (a: SetStateAction<Active>) => void;
  who?: (email: string) => string;
}) {
  const [term, setTerm] = useState<Term>("current");
  const policy: Policy = term === "renewal" && item.renewal ? item.renewal : item.current;
  const view = usePolicyCorrections(token, item.id, term, true);
  const [outcome, setOutcome] = useState<CorrectionOutcome | null>(null);
  const data = view.data;
  const setPath = useCallback(
    (next: SetStateAction<string | null>) =>
      setActive((prev) => {
        const mine = prev?.policyId === item.id ? prev.path : null;
        const path = typeof next === "function" ? next(mine) : next;
        if (path === null) return prev?.policyId === item.id ? null : prev;
        return { policyId: item.id, path };
      }),
    [item.id, setActive],
  );
  const ctx = useMemo<CorrectionContextValue>(
    () => ({
      canEdit,
      active,
      setActive: setPath,
      confidence: (path) => confidenceAt(policy.review, path),
      originalOf: (path) => {
        if (!data) return null;
        const before = readValueAt(data.original, policy, path);
        const now = valueAt(policy, path);
        // A list item added since, or one that cannot be matched with one read, has no "read as" value.
        if (before === undefined || typeof before === "object" || typeof now === "object") return null;
        return (before ?? null) === (now ?? null) ? null : shown(before);
      },
      placeOf: (path) => (term === "current" ? data?.locations.fields.find((f) => f.path === path) : undefined),
    }),
    [canEdit, active, setPath, policy, data, term],
  );
  const named = useMemo(() => (data ? namedCorrections(data.original, data.corrections) : new Map()), [data]);
  const low = Object.values(policy.review?.fields ?? {}).filter((c) => c < LOW_CONFIDENCE).length;
  const source = fromDocument ? "the document" : "the carrier";
  const switchTerm = (t: Term) => {
    setOutcome(null);
    setTerm(t);
  };
  return (
    <CorrectionProvider value={ctx}>
      <Card
        title={canEdit ? `Read from ${source} — check and correct` : `Read from ${source}`}
        actions={
          <span className="flex flex-wrap items-center gap-2">
            {low ? (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                ⚠ {low} {low === 1 ? "field" : "fields"} with low confidence
              </span>
            ) : null}
            {item.renewal ? (
              <ModeSwitch
                label={`Term to correct for ${item.current.policyNumber ?? "this policy"}`}
                value={term}
                onChange={switchTerm}
                options={[
                  { value: "current", label: "Current term" },
                  { value: "renewal", label: "Renewal term" },
                ]}
              />
            ) : null}
          </span>
        }
      >
        {view.error ? <Alert>{view.error.message}</Alert> : null}
        {/* Remounted when the stored term changes, so a saved correction becomes the new starting point. */}
        <CorrectionForm
          key={`${term}-${policy.modifiedAt}`}
          token={token}
          policy={policy}
          term={term}
          onOutcome={setOutcome}
        />
        <div aria-live="polite" className="mt-3" data-testid="correction-outcome">
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        </div>
      </Card>
      <Card title="Corrections">
        {data ? (
          <CorrectionHistory corrections={data.corrections} named={named} who={who} />
        ) : (
          <p className="text-sm text-slate-500">Loading…</p>
        )}
      </Card>
    </CorrectionProvider>
  );
}
