// Rule names are kebab-case identifiers from the service; people read them as sentences.

const UPPER = new Set(["bi", "pd", "vin"]);

function sentence(words: string[]): string {
  const text = words.map((w) => (UPPER.has(w) ? w.toUpperCase() : w)).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "collision-coverage-meets-requirements#2" → "Collision coverage meets requirements (2)". */
export function ruleTitle(key: string): string {
  const [name, repeat] = key.split("#");
  return sentence(name.split("-")) + (repeat ? ` (${repeat})` : "");
}

/** "collision-coverage-meets-requirements" → "Collision": short enough to sit in a field label. */
export function ruleShortName(name: string): string {
  const stem = name
    .split("#")[0]
    .replace(/-(coverage-)?meets-requirements$/, "")
    .replace(/-(match|comparison)$/, "");
  return sentence(stem.split("-"));
}

/** A resolved input or breakdown value as text: amounts grouped, addresses on one line. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return value;
  if (typeof value === "object" && "addressLine1" in value) {
    const a = value as Record<string, unknown>;
    return [a.addressLine1, a.addressLine2, a.city, [a.state, a.postalCode].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", ");
  }
  return JSON.stringify(value);
}
