"use client";

import { useEffect, useId, useMemo, useState } from "react";
import type { Carrier } from "@/lib/schemas/carrier";
import type { PolicyType } from "@/lib/schemas/policy";
import { FieldError } from "@/components/ui/field";
import { NoLoginNote } from "./no-login-note";

interface Props {
  carriers: Carrier[];
  policyType: PolicyType;
  value: string | null | undefined;
  onChange: (carrierId: string) => void;
  error?: string;
  /** Lookup carriers Covercheck holds no portal login for (id → why), marked before a lookup is sent. */
  noCredentials?: Record<string, string>;
  /** An admin: the no-login note links to where a login is added. */
  canManageCarrierLogins?: boolean;
}

const supports = (c: Carrier, t: PolicyType) => c.policyLookup.supported && c.policyLookup.policyTypes.includes(t);

/**
 * A searchable listbox (name or NAIC). Carriers that cannot look up the chosen type are shown but
 * disabled: the arrow keys pass over them and Enter never picks one. While the list is open, Enter
 * picks the highlighted carrier and never submits the form; once closed, it submits as usual.
 */
export function CarrierPicker({
  carriers,
  policyType,
  value,
  onChange,
  error,
  noCredentials = {},
  canManageCarrierLogins = false,
}: Props) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const selected = carriers.find((c) => c.id === value) ?? null;

  const options = useMemo(() => {
    const q = query.trim().toLowerCase();
    const matches = q ? carriers.filter((c) => c.name.toLowerCase().includes(q) || c.naicCode.startsWith(q)) : carriers;
    // Carriers that can do this lookup first, so the list answers the question being asked.
    return [...matches].sort((a, b) => Number(supports(b, policyType)) - Number(supports(a, policyType))).slice(0, 60);
  }, [carriers, query, policyType]);

  const enabled = (i: number) => i >= 0 && i < options.length && supports(options[i], policyType);
  /** The next choosable option from `from` in direction `dir`, or `from` itself when there is none. */
  const step = (from: number, dir: 1 | -1) => {
    for (let i = from + dir; i >= 0 && i < options.length; i += dir) if (enabled(i)) return i;
    return enabled(from) ? from : -1;
  };
  const first = () => step(-1, 1);
  // After a new search or policy type, the highlight lands on a carrier that can be chosen.
  const current = enabled(active) ? active : first();
  const activeOption = current >= 0 ? options[current] : null;

  useEffect(() => {
    if (!open || !activeOption) return;
    document.getElementById(`${id}-opt-${activeOption.id}`)?.scrollIntoView({ block: "nearest" });
  }, [open, activeOption, id]);

  const choose = (c: Carrier) => {
    if (!supports(c, policyType)) return;
    onChange(c.id);
    setQuery("");
    setOpen(false);
  };

  const showNote = selected && Object.hasOwn(noCredentials, selected.id) && !error;
  const describedBy = [error ? `${id}-error` : null, showNote ? `${id}-note` : null].filter(Boolean).join(" ");

  return (
    <div className="relative space-y-1">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-slate-700">
        Carrier
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy || undefined}
        aria-activedescendant={open && activeOption ? `${id}-opt-${activeOption.id}` : undefined}
        autoComplete="off"
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm aria-[invalid=true]:border-red-500"
        placeholder={selected ? `${selected.name} (NAIC ${selected.naicCode})` : "Search by name or NAIC code…"}
        value={open ? query : selected ? `${selected.name} (NAIC ${selected.naicCode})` : query}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            if (!open) {
              setOpen(true);
              setActive(first());
            } else setActive(step(current, 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setOpen(true);
            setActive(step(current, -1));
          } else if (e.key === "Enter" && open) {
            // Searching is not submitting: with the list open, Enter only ever picks a carrier.
            e.preventDefault();
            if (activeOption) choose(activeOption);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      {open ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Carriers"
          className="absolute z-10 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {options.length === 0 ? <li className="px-3 py-2 text-slate-500">No carrier matches “{query}”.</li> : null}
          {options.map((c, i) => {
            const ok = supports(c, policyType);
            return (
              <li
                key={c.id}
                id={`${id}-opt-${c.id}`}
                role="option"
                aria-selected={c.id === value}
                aria-disabled={!ok}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(c);
                }}
                onMouseMove={() => ok && i !== current && setActive(i)}
                className={`flex items-center justify-between gap-3 px-3 py-2 ${
                  i === current ? "bg-brand-50 outline-2 -outline-offset-2 outline-brand-500" : ""
                } ${ok ? "cursor-pointer" : "cursor-not-allowed text-slate-500"}`}
              >
                <span>
                  {c.name} <span className="font-mono text-xs">{c.naicCode}</span>
                </span>
                <span className="shrink-0 text-xs">
                  {c.policyLookup.supported ? c.policyLookup.policyTypes.join(", ") : "no lookup"}
                  {!ok && c.policyLookup.supported ? ` · no ${policyType} lookup` : ""}
                  {ok && Object.hasOwn(noCredentials, c.id) ? (
                    <span className="ml-1 rounded bg-amber-100 px-1 text-amber-900">no portal login</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {showNote ? (
        <div id={`${id}-note`}>
          <NoLoginNote carrier={selected} canManageCarrierLogins={canManageCarrierLogins} />
        </div>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
