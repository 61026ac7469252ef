"use client";

import { DataTable } from "@/components/ui/table";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/card";
import { Input } from "@/components/ui/field";
import type { Carrier } from "@/lib/schemas/carrier";

export function CarrierTable({ carriers }: { carriers: Carrier[] }) {
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? carriers.filter((c) => c.name.toLowerCase().includes(q) || c.naicCode.includes(q)) : carriers;
  }, [carriers, query]);

  return (
    <div className="space-y-3">
      <div className="max-w-sm">
        <label htmlFor="carrier-search" className="sr-only">
          Search carriers by name or NAIC code
        </label>
        <Input
          id="carrier-search"
          type="search"
          placeholder="Search by name or NAIC…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No carriers match">Try a shorter name or the 5-digit NAIC code.</EmptyState>
      ) : (
        <DataTable caption={`${shown.length} carriers`} columns={["Carrier", "NAIC", "Policy lookup"]}>
          {shown.map((c) => (
            <tr key={c.id}>
              <td className="px-4 py-2 font-medium text-slate-900">{c.name}</td>
              <td className="px-4 py-2 font-mono text-slate-700">{c.naicCode}</td>
              <td className="px-4 py-2">
                {c.policyLookup.supported ? (
                  <span className="flex flex-wrap gap-1">
                    {c.policyLookup.policyTypes.map((t) => (
                      <Badge key={t} tone="green">
                        {t}
                      </Badge>
                    ))}
                  </span>
                ) : (
                  <Badge>Not supported</Badge>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
