// The boxes a form ticks or leaves empty, as text layers and OCR print them: "[X]", "(x)", "☒" for
// a ticked one, "[ ]", "( )", "☐" for an empty one, and the mark alone ("X Home") where the box is
// drawn and only what was typed into it is text. Regex sources, for the readers to anchor.

/** The mark typed into a box: a cross or a check. */
export const TICK = String.raw`[xX✓✔×]`;
export const TICKED_BOX = String.raw`\[\s*${TICK}\s*\]|\(\s*${TICK}\s*\)|[☒☑]`;
export const EMPTY_BOX = String.raw`\[\s*\]|\(\s*\)|[☐□]`;
