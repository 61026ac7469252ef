"use client";

import { useId, useMemo, useState } from "react";
import type { Carrier } from "@/lib/schemas/carrier";
import type { PolicyType } from "@/lib/schemas/policy";
import { FieldError } from "@/components/ui/field";

interface Props {
  carriers: Carrier[];
  policyType: PolicyType;
  value: string | null | undefined;
  onChange: (carrierId: string) => void;
  error?: string;
  /** Carriers whose last lookup was refused for want of portal credentials (id → when). */
  noCredentials?: Record<string, string>;
}

const supports = (c: Carrier, t: PolicyType) => c.policyLookup.supported && c.policyLookup.policyTypes.includes(t);

/** A searchable listbox (name or NAIC). Carriers that cannot look up the chosen type are shown but disabled. */
export function CarrierPicker({ carriers, policyType, value, onChange, error, noCredentials = {} }: Props) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selected = carriers.find((c) => c.id === value) ?? null;

  const options = useMemo(() => {
    const q = query.trim().toLowerCase();
    const matches = q ? carriers.filter((c) => c.name.toLowerCase().includes(q) || c.naicCode.startsWith(q)) : carriers;
    // Carriers that can do this lookup first, so the list answers the question being asked.
    return [...matches].sort((a, b) => Number(supports(b, policyType)) - Number(supports(a, policyType))).slice(0, 60);
  }, [carriers, query, policyType]);

  const choose = (c: Carrier) => {
    if (!supports(c, policyType)) return;
    onChange(c.id);
    setQuery("");
    setOpen(false);
  };

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
        aria-describedby={error ? `${id}-error` : undefined}
        aria-activedescendant={open && options[active] ? `${id}-opt-${options[active].id}` : undefined}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm aria-[invalid=true]:border-red-500"
        placeholder={selected ? `${selected.name} (NAIC ${selected.naicCode})` : "Search by name or NAIC code…"}
        value={open ? query : selected ? `${selected.name} (NAIC ${selected.naicCode})` : query}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, options.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === "Enter" && open && options[active]) {
            e.preventDefault();
            choose(options[active]);
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
                className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 ${i === active ? "bg-brand-50" : ""} ${ok ? "" : "cursor-not-allowed text-slate-400"}`}
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
      {selected && Object.hasOwn(noCredentials, selected.id) && !error ? (
        <p className="text-xs text-amber-800" data-testid="carrier-no-credentials">
          Covercheck has no portal login for {selected.name}, so a lookup there will be refused. Ask your administrator
          to have the credentials added, or verify by document.
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
