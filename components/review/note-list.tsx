import { formatDateTime } from "@/components/sessions/format";
import type { NoteView } from "@/lib/actions/review-views";
import { NoteText } from "./note-text";

export function NoteList({ notes }: { notes: NoteView[] }) {
  if (notes.length === 0) return <p className="text-sm text-slate-500">No notes yet.</p>;
  return (
    <ol aria-label="Notes" className="space-y-3">
      {notes.map((n) => (
        <li key={n.id} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <p className="text-xs text-slate-500">
            <span className="font-medium text-slate-700">{n.by}</span> ·{" "}
            <time dateTime={n.at}>{formatDateTime(n.at)}</time>
          </p>
          <NoteText body={n.body} mentioned={n.mentioned} />
        </li>
      ))}
    </ol>
  );
}
