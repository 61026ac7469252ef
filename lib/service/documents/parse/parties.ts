import type { Address, Insured } from "@/lib/schemas/policy";
import { isStreetLine, parseAddress, parseOneLine } from "@/lib/service/address/printed-lines";
import { findCarrierByName } from "@/lib/service/carriers/catalogue";
import { cellRight, cellsBelow, type Cell, type Doc } from "./doc";
import { alnum } from "./vehicle-context";
import { findLabels, type LabelHit } from "./labels";
import { looksLikePersonNames, parseInsuredNames } from "./names";
import { partiesInSentences } from "./party-sentences";

// Named insureds, the mailing address and the insured location.

const INSURED_LABEL =
  /named\s*insd\b\.?|^insd\.?\s*:|(?:(?:primary|first)\s*)?named\s*insureds?(?:\s*\(s\))?(?:\s*(?:and|&)\s*(?:mailing\s*)?address)?|^(?:applicant|member|borrowers?|policy\s*owners?|customer)(?:\s*names?)?\s*:|^applicant(?:\s*\/\s*named\s*insureds?(?:\s*\(s\))?)?\s*:?$|^applicant\s*\/\s*named\s*insured|^name(?:\s*:|\s+(?!(?:and|&|of)\b))|name\s*of\s*(?:the\s*)?insureds?|insured\s*names?|insureds?(?:\s*\(s\))?\s*:|insureds?(?:\s*\(s\))?$|policy\s*holders?(?:\s*\(s\))?|primary\s*insured|^customer(?:\s*name)?\s*:?$|^policy\s*owners?\s*:?$|^insured\s*part(?:y|ies)\s*:?$|who\s*(?:is|'s|are)\s*(?:covered|insured)|^(?:people\s*)?named\s*on\s*(?:this|the|your)\s*policy|^(?:covered|insured)\s*persons?\s*:?|^names?\s*(?:and|&)\s*(?:mailing\s*)?address\s*:/i;
const MAILING_LABEL =
  /(?:(?:named\s*)?(?:insured|policyholder|owner|customer)['’]?s?|your|primary|principal)\s*(?:mailing\s*)?address|address\s*of\s*(?:the\s*)?(?:named\s*)?insured|mailing\s*address(?:\s*of\s*(?:the\s*)?(?:named\s*)?insureds?)?|mail(?:ing)?\s*to|(?:correspondence|postal|customer|policyholder|policy|billing)\s*address|^address\s*:|^mail(?:ing)?\s*:|^mail\s*addr\b\.?|^addr\.?\s*:|^address$|^your\s*address|^address\s*on\s*file\b|^address\s+(?=\d)|^mail(?:ing)?\s*(?:line|street)\s*1?\s*:|^send\s*mail\s*to\b/i;
const LOCATION_LABEL =
  /^your\s*(?:unit|home|house|condo|residence)\s*:?$|location\s*of\s*(?:the\s*)?(?:residence\s*)?premises|residence\s*premises|insured\s*location|location\s*of\s*(?:the\s*)?property(?:\s*insured)?|(?:insured\s*)?property\s*(?:insured\s*)?address|insured\s*property|dwelling\s*(?:location|address)|described\s*location|property\s*location|risk\s*(?:address|location)|premises\s*address|covered\s*location|risk\s*addr(?:ess)?|^loc(?:ation)?\s*:|location\s*addr(?:ess)?|\bloc\.?\s*addr\b|^location$|^property(?:\s*insured)?\s*:/i;

/** The second insured's caption, alone in its cell or before the name ("Co-Insd: Hiroshi Underwood"). */
const CO_INSURED =
  /^(?:co-?\s*(?:insd|insured|applicant)|second(?:ary)?\s*(?:named\s*)?insured|spouse)\.?\s*(?::\s*(.+)|:?$)/i;

/**
 * The other named insureds' captions, which a form prints apart from the first ("Named Insd: … |
 * Addl Named Insd: …", "Insured1 : …" and "Insured2 : …" in two columns of a printout).
 */
const OTHER_INSURED =
  /^(?:add(?:itiona)?l\.?\s*(?:named\s*)?(?:insd|insured)|insured\s*[2-4]|(?:2nd|second(?:ary)?)\s*(?:named\s*)?(?:insd|insured)|co-?\s*(?:insd|insured))\b/i;

/** The people captioned as further named insureds, after the ones already read. */
function otherInsureds(doc: Doc, found: Insured[]): Insured[] {
  const key = (i: Insured) => `${i.firstName ?? ""} ${i.lastName ?? ""}`.toLowerCase();
  const seen = new Set(found.map(key));
  const out: Insured[] = [];
  for (const hit of findLabels(doc, OTHER_INSURED)) {
    // Beside its caption, or under it when the caption titles a column ("Insured | Second Insured").
    const value = [valueBlock(doc, hit, 1)[0], cellsBelow(doc, hit.cell, 1, 0)[0]?.text].find(
      (t) => t && looksLikePersonNames(t),
    );
    if (!value) continue;
    for (const person of parseInsuredNames([value]))
      if (!seen.has(key(person))) {
        seen.add(key(person));
        out.push({ ...person, type: "secondary" });
      }
  }
  return out;
}

/** Texts of the value block next to or under a label: the value cell and the cells under it. */
export function valueBlock(doc: Doc, hit: LabelHit, lines: number): string[] {
  const right = cellRight(doc, hit.cell);
  if (hit.rest) return [hit.rest, ...cellsBelow(doc, hit.cell, lines - 1, 120).map((c) => c.text)];
  if (right && right.x - hit.cell.x2 < 250) return [right.text, ...columnBelow(doc, right, lines - 1)];
  return cellsBelow(doc, hit.cell, lines, 120).map((c) => c.text);
}

/**
 * Cells directly under `cell`, left-aligned with it (a wrapped value or an address block). The
 * column beside may set its rows between these lines (names and address at the left, the policy's
 * number and dates at the right), so twice as many rows are searched as lines wanted.
 */
function columnBelow(doc: Doc, cell: Cell, limit: number): string[] {
  return cellsUnder(doc, cell, limit).map((c) => c.text);
}

function cellsUnder(doc: Doc, cell: Cell, limit: number): Cell[] {
  return cellsBelow(doc, cell, limit, 0, Math.max(6, 2 * limit + 2)).filter((c) => Math.abs(c.x - cell.x) < 2 * cell.h);
}

/** A cell with the cells close right of it on its row: a form's "Albuquerque, | NM | 87122" is one line. */
function lineFrom(doc: Doc, cell: Cell): string {
  const parts = [cell];
  for (const next of doc.rows[cell.row].cells)
    if (next.x > parts[parts.length - 1].x2 && next.x - parts[parts.length - 1].x2 < 3 * cell.h) parts.push(next);
  return parts.map((c) => c.text).join(" ");
}

/** An address right of its caption whose lines a form prints as rows of fields. */
function addressOfFields(doc: Doc, hit: LabelHit): Address | null {
  const right = cellRight(doc, hit.cell);
  if (hit.rest || !right || right.x - hit.cell.x2 >= 250) return null;
  return parseAddress([right, ...cellsUnder(doc, right, 3)].map((c) => lineFrom(doc, c)));
}

/**
 * Names printed side by side after the first one on the label's row ("Policyholder | Kenneth
 * Schmidt | Jean Schmidt"): a row of people, each in a cell of its own.
 */
function namesAlongside(doc: Doc, hit: LabelHit, found: string[]): string[] {
  // The first name is in the label's own cell ("Named Insd: Tomás Underwood") or the cell right of it.
  const first = hit.rest ? hit.cell : cellRight(doc, hit.cell);
  if (!first || (!hit.rest && first.text !== found[0])) return [];
  const out: string[] = [];
  let prev = first;
  // A cell far to the right is another box of the page, not this label's next person, unless it
  // is captioned as the second insured ("Named Insd: Tomás Underwood | Co-Insd: | Hiroshi Underwood").
  for (let next = cellRight(doc, prev); next; next = cellRight(doc, prev)) {
    const caption = CO_INSURED.exec(next.text.trim());
    const named = caption && !caption[1] ? cellRight(doc, next) : next;
    const text = caption?.[1] ?? named?.text ?? "";
    if (!named || (!caption && next.x - prev.x2 >= 120) || !looksLikePersonNames(text)) break;
    out.push(text);
    prev = named;
  }
  return out;
}

/** A caption that says only "Name": a form prints it in the agency's contact box as well as the insured's. */
const BARE_NAME = /^name\b/i;

/** Insured captions, the ones that say whose name it is before a bare "Name:". */
function insuredLabels(doc: Doc): LabelHit[] {
  const hits = findLabels(doc, INSURED_LABEL);
  return [...hits.filter((h) => !BARE_NAME.test(h.cell.text)), ...hits.filter((h) => BARE_NAME.test(h.cell.text))];
}

function mailSameAsPremises(doc: Doc): boolean {
  return findLabels(doc, MAILING_LABEL).some((hit) =>
    /^same\s+as\s+(?:the\s+)?(?:insured|residence|property|premises|location|unit|home|above)/i.test(
      valueBlock(doc, hit, 1)[0] ?? "",
    ),
  );
}

export interface PartiesFound {
  insureds: Insured[];
  address: Address | null;
  dwellingAddress: Address | null;
  confidence: { insureds: number; address: number; dwelling: number };
}

const DANGLING_FIRST_NAME = /(?:&|\band)\s+[A-Za-z][A-Za-z'’.-]*$/i;
const SURNAME_ALONE = /^[A-Za-z][A-Za-z'’-]+(?:\s+(?:jr|sr|ii|iii|iv)\.?)?$/i;

function namesFrom(lines: string[]): { names: string[]; rest: string[] } {
  const names: string[] = [];
  let i = 0;
  for (; i < lines.length && names.length < 4; i++) {
    let line = lines[i].replace(/\s*[-–]\s*(?:named\s+insured|primary|spouse).*$/i, "");
    if (!looksLikePersonNames(line)) break;
    // "KEISHA ADEYEMI & VIKTOR" over "MCALLISTER": a narrow column wrapped the second name.
    const next = lines[i + 1]?.trim() ?? "";
    if (DANGLING_FIRST_NAME.test(line) && SURNAME_ALONE.test(next) && !isStreetLine(next)) {
      line = `${line} ${next}`;
      i++;
    }
    names.push(line);
  }
  return { names, rest: lines.slice(i) };
}

/** "State Farm" over its P.O. box: the insurer's letterhead, which reads like a person's name. */
function isInsurerName(text: string): boolean {
  const carrier = findCarrierByName(text);
  const line = alnum(text);
  return !!carrier && !!line && (alnum(carrier.name).includes(line) || alnum(carrier.shortName).includes(line));
}

/** The first mail-to block: name line(s), street, city/state/ZIP in one column (window envelopes). */
function firstMailBlock(doc: Doc): { names: string[]; address: Address } | null {
  for (const row of doc.rows) {
    for (const cell of row.cells) {
      if (!looksLikePersonNames(cell.text)) continue;
      const below = columnBelow(doc, cell, 4);
      const { names, rest } = namesFrom([cell.text, ...below]);
      const address = names.length && rest.length && isStreetLine(rest[0]) ? parseAddress(rest.slice(0, 3)) : null;
      if (address && !isInsurerName(cell.text)) return { names, address };
    }
  }
  return null;
}

export function findParties(doc: Doc): PartiesFound {
  let insureds: Insured[] = [];
  let address: Address | null = null;
  let insuredConfidence = 0;
  let addressConfidence = 0;

  for (const hit of insuredLabels(doc)) {
    // The value may sit right of the label or, when the right cell is another column's title, under it.
    const blocks = [valueBlock(doc, hit, 6), cellsBelow(doc, hit.cell, 6, 120).map((c) => c.text)];
    const found = blocks.map(namesFrom).find((b) => b.names.length);
    if (!found) continue;
    const { names, rest } = found;
    insureds = parseInsuredNames([...names, ...namesAlongside(doc, hit, names)]);
    insureds.push(...otherInsureds(doc, insureds));
    insuredConfidence = 0.9;
    if (rest.length && isStreetLine(rest[0])) {
      address = parseAddress(rest.slice(0, 3));
      if (address) addressConfidence = 0.9;
    }
    break;
  }

  if (!address) {
    for (const hit of findLabels(doc, MAILING_LABEL)) {
      // Right of the label, or under it when the cell to its right is the next box's title.
      address =
        parseAddress(valueBlock(doc, hit, 4)) ??
        addressOfFields(doc, hit) ??
        parseAddress(cellsBelow(doc, hit.cell, 3, 120).map((c) => c.text));
      if (address) {
        addressConfidence = 0.9;
        break;
      }
    }
  }

  if (!insureds.length || !address) {
    const block = firstMailBlock(doc);
    if (block) {
      if (!insureds.length) {
        insureds = parseInsuredNames(block.names);
        insuredConfidence = 0.7;
      }
      if (!address) {
        address = block.address;
        addressConfidence = 0.7;
      }
    }
  }

  let dwellingAddress: Address | null = null;
  let dwellingConfidence = 0;
  for (const hit of findLabels(doc, LOCATION_LABEL, true)) {
    // "12:01 A.M. standard time at the residence premises" names the premises in a sentence: no
    // label, unless the sentence introduces the address ("… premises located at:").
    const at = LOCATION_LABEL.exec(hit.cell.text)?.index ?? 0;
    if (hit.cell.text.slice(0, at).trim().split(/\s+/).length >= 3 && !/:\s*$/.test(hit.cell.text)) continue;
    dwellingAddress =
      (hit.rest ? parseOneLine(hit.rest) : null) ??
      parseAddress(valueBlock(doc, hit, 4)) ??
      parseAddress(cellsBelow(doc, hit.cell, 3, 200).map((c) => c.text));
    if (dwellingAddress) {
      dwellingConfidence = 0.9;
      break;
    }
  }
  // A page in sentences (answers to questions, a chat, a letter) has no captions for any of them.
  if (!insureds.length || !address || !dwellingAddress) {
    const said = partiesInSentences(doc);
    if (!insureds.length && said.names) {
      insureds = parseInsuredNames([said.names]);
      insuredConfidence = 0.8;
    }
    if (!address && said.address) {
      address = said.address;
      addressConfidence = 0.8;
    }
    if (!dwellingAddress && said.location) {
      dwellingAddress = said.location;
      dwellingConfidence = 0.8;
    }
  }
  // "Mailing address: Same as insured property": the mail goes to the premises.
  if (!address && dwellingAddress && mailSameAsPremises(doc)) {
    address = dwellingAddress;
    addressConfidence = 0.85;
  }
  return {
    insureds,
    address,
    dwellingAddress,
    confidence: { insureds: insuredConfidence, address: addressConfidence, dwelling: dwellingConfidence },
  };
}
