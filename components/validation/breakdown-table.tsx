import { DataTable } from "@/components/ui/table";
import type { BreakdownItem } from "@/lib/schemas/validation";
import { comparisonText } from "./rule-names";
import { ValidationStatusBadge } from "./validation-status";

/** Requirement against policy, one row per vehicle, coverage or party: "max $1,000 · policy $500". */
export function BreakdownTable({
  ruleKey,
  items,
  caption,
}: {
  ruleKey: string;
  items: BreakdownItem[];
  caption: string;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No item-by-item breakdown for this rule.</p>;
  return (
    <DataTable caption={caption} columns={["Item", "Requirement · policy", "Result"]} look="plain">
      {items.map((item, i) => (
        <tr key={`${item.label}-${i}`} className="align-top">
          <th scope="row" className="py-1.5 pr-4 text-left font-medium">
            {item.label}
            {item.note ? <span className="block text-xs font-normal text-slate-500">{item.note}</span> : null}
          </th>
          <td className="py-1.5 pr-4">{comparisonText(ruleKey, item.expected, item.actual)}</td>
          <td className="py-1.5">
            <ValidationStatusBadge status={item.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
