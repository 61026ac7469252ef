/**
 * One option of a segmented switch: a label around a radio hidden with sr-only. The hidden radio
 * cannot show the keyboard focus, so the label does, with the outline every focused control has,
 * set off from the option so it stays visible on the selected option's fill.
 */
export const SEGMENT_FOCUS =
  "has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500";
