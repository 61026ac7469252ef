// @mentions in review notes. A mention is "@" followed by a staff member's full name or email,
// matched without regard to case and ending where a word ends, so "@Rae Reviewer," mentions Rae
// but "@Raelynn" does not. Pure, so the note form previews exactly what the server stores.

export interface Mentionable {
  id: string;
  name: string;
  email: string;
}

export type NoteSegment = { text: string; mention?: Mentionable };

const WORD = /[\p{L}\p{N}_]/u;

/** The member mentioned at `at` (the index of an "@"), longest spelling first; null when none. */
function mentionAt(body: string, at: number, staff: Mentionable[]): { who: Mentionable; end: number } | null {
  const rest = body.slice(at + 1).toLowerCase();
  let best: { who: Mentionable; end: number } | null = null;
  for (const who of staff)
    for (const spelling of [who.email, who.name]) {
      const s = spelling.toLowerCase();
      if (!s || !rest.startsWith(s) || WORD.test(rest.charAt(s.length))) continue;
      const end = at + 1 + s.length;
      if (!best || end > best.end) best = { who, end };
    }
  return best;
}

/** The note cut into plain text and mentions, in order. */
export function splitMentions(body: string, staff: Mentionable[]): NoteSegment[] {
  const out: NoteSegment[] = [];
  let plain = 0;
  for (let i = body.indexOf("@"); i >= 0; i = body.indexOf("@", i + 1)) {
    // "dana@lender.example" inside a word is an address, not a mention.
    if (i > 0 && WORD.test(body.charAt(i - 1))) continue;
    const m = mentionAt(body, i, staff);
    if (!m) continue;
    if (i > plain) out.push({ text: body.slice(plain, i) });
    out.push({ text: body.slice(i, m.end), mention: m.who });
    plain = m.end;
    i = m.end - 1;
  }
  if (plain < body.length) out.push({ text: body.slice(plain) });
  return out;
}

/** Each member the note mentions, once, in the order first mentioned. */
export function mentionedIn(body: string, staff: Mentionable[]): Mentionable[] {
  const seen = new Map<string, Mentionable>();
  for (const s of splitMentions(body, staff))
    if (s.mention && !seen.has(s.mention.id)) seen.set(s.mention.id, s.mention);
  return [...seen.values()];
}
