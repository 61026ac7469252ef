import type { Cell } from "./doc";

/**
 * A row's text: its cells' texts two spaces apart (a cell holds single spaces only), so a reader of
 * the row's text still sees where one cell ends. Every step that rebuilds a row's cells uses it.
 */
export const textOf = (cells: Cell[]): string => cells.map((c) => c.text).join("  ");
