import type { Mentionable } from "@/lib/reviews/mentions";
import { splitMentions } from "@/lib/reviews/mentions";

/** A note's text with its @mentions marked, so who was called in stands out. */
export function NoteText({ body, mentioned }: { body: string; mentioned: Mentionable[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm text-slate-800">
      {splitMentions(body, mentioned).map((s, i) =>
        s.mention ? (
          <mark
            key={i}
            data-mention={s.mention.id}
            title={s.mention.email}
            className="rounded bg-brand-100 px-0.5 font-medium text-brand-700"
          >
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  );
}
