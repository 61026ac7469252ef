// The boxes a form ticks or leaves empty, as text layers and OCR print them: "[X]", "(x)", "☒" for
// a ticked one, "[ ]", "( )", "☐" for an empty one. Regex sources, for the readers to anchor.

export const TICKED_BOX = String.raw`\[\s*[xX✓✔×]\s*\]|\(\s*[xX✓✔×]\s*\)|[☒☑]`;
export const EMPTY_BOX = String.raw`\[\s*\]|\(\s*\)|[☐□]`;
