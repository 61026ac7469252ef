import type { Content, Info } from "./content";
import { PROSE, fill } from "./lexicon";
import type { GeneratedPolicy } from "./policy";
import type { Rng } from "./random";
import type { Writer } from "./typeset";

// Arrangements of a declarations page. Each takes the same worded content and places it its own
// way; sections come in random order where real carriers differ, and running headers and footers
// add the noise (other numbers, dates, page counters) that real pages carry.

export const LAYOUT_KINDS = [
  "kv-list",
  "two-column",
  "boxed-grid",
  "table-across",
  "table-down",
  "prose-letter",
  "cover-letter",
] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

type Section = (w: Writer) => void;

function header(w: Writer, c: Content, rng: Rng): void {
  const big = w.size * rng.pick([1.4, 1.7, 2]);
  if (rng.chance(0.7)) w.line(rng.chance(0.5) ? c.brand.toUpperCase() : c.brand, { size: big, bold: true });
  w.line(c.title, { size: w.size * 1.25, bold: true });
  for (const l of c.carrierLines) w.line(l, { size: w.size * 0.9 });
  w.gap();
}

function heading(w: Writer, text: string, rng: Rng): void {
  w.gap(w.lineHeight * 0.4);
  w.line(rng.chance(0.5) ? text.toUpperCase() : text, { bold: true, size: w.size * 1.1 });
  if (rng.chance(0.4)) w.rule();
}

/** Labels beside their values, or (stacked) small labels above them as on many carrier forms. */
/** The first facts as one header row of labels over a row of values (the value is in the cell below). */
function infoTable(w: Writer, items: Info[], rng: Rng): void {
  const first = items.slice(0, rng.pick([3, 4]));
  w.table(
    first.map((i) => i.label.replace(/:$/, "")),
    [first.map((i) => i.values)],
    first.map(() => 1 / first.length),
    { rules: rng.chance(0.5) },
  );
  infoKv(w, items.slice(first.length), 120, true);
}

function infoKv(w: Writer, items: Info[], labelWidth: number, labelBold: boolean, stacked = false): void {
  for (const i of items) {
    if (!stacked) {
      w.kv(i.label, i.values, labelWidth, { bold: labelBold });
      continue;
    }
    w.line(i.label.replace(/:$/, ""), { size: w.size * 0.8, bold: labelBold });
    for (const v of i.values) w.line(v);
    w.gap(w.lineHeight * 0.3);
  }
}

/** "Name ........ value" in one run of text, as dot-leader tables print. */
function leader(w: Writer, name: string, value: string): void {
  const room = w.right - w.left - w.width_(name) - w.width_(value) - 8;
  const dots = Math.max(3, Math.floor(room / Math.max(1, w.width_("."))));
  w.line(`${name} ${".".repeat(dots)} ${value}`);
}

const vehicleName = (v: Content["vehicles"][number]) => `${v.year} ${v.makeModel}`;

function vehiclesBlock(c: Content, rng: Rng): Section {
  return (w) => {
    if (!c.vehicles.length) return;
    heading(w, rng.pick(["Vehicles", "Described Vehicles", "Your cars", "Covered autos", "Vehicle Schedule"]), rng);
    const form = rng.int(0, 2);
    if (form === 0)
      w.table(
        [
          rng.pick(["Veh", "No.", "#"]),
          rng.pick(["Year", "Yr"]),
          rng.pick(["Make / Model", "Description", "Vehicle"]),
          rng.pick(["VIN", "Vehicle ID Number", "Serial #"]),
        ],
        c.vehicles.map((v) => [[v.ref], [v.year], [v.makeModel], [v.vin]]),
        [0.12, 0.1, 0.4, 0.38],
        { rules: rng.chance(0.5) },
      );
    else if (form === 1)
      for (const v of c.vehicles)
        w.line(`${v.ref}${c.style.colon} ${vehicleName(v)}   ${rng.pick(["VIN", "VIN#", "ID"])} ${v.vin}`);
    else for (const v of c.vehicles) w.kv(`${v.ref}${c.style.colon}`, [vehicleName(v), `VIN ${v.vin}`], 90);
  };
}

/** Coverage lines as "name ..... value", per-vehicle lines named for their vehicle. */
function coveragesKv(c: Content, rng: Rng): Section {
  return (w) => {
    heading(
      w,
      rng.pick([
        "Coverages",
        "Coverages and Limits",
        "What you're covered for",
        "Limits of Liability",
        "Coverage Detail",
      ]),
      rng,
    );
    const valueX = (w.right - w.left) * rng.pick([0.45, 0.55]);
    const dotted = rng.chance(0.3);
    const put = (name: string, values: string[]) =>
      dotted ? leader(w, name, values.join(" ")) : w.kv(name, values, valueX);
    for (const line of c.coverages) {
      if (!line.perVehicle) put(`${line.name}${dotted ? "" : c.style.colon}`, line.values[0] ?? []);
      else
        line.values.forEach((v, i) => {
          const car = `${c.vehicles[i].year} ${c.vehicles[i].makeModel.split(" ")[0]}`;
          if (v) put(`${line.name} - ${c.vehicles[i].ref} (${car})`, v);
        });
    }
    for (const l of c.deductibleLines) w.line(l);
  };
}

/** One table: coverage | limits | deductible | premium; per-vehicle rows name their vehicle. */
function coveragesTableDown(c: Content, rng: Rng, withPremium: boolean): Section {
  return (w) => {
    heading(w, rng.pick(["Schedule of Coverages", "Coverage Summary", "Coverages", "Policy Coverages"]), rng);
    const home = !c.vehicles.length;
    const headers = [
      rng.pick(["Coverage", "Coverages", "Description"]),
      rng.pick(["Limits", "Limit of Liability", "Amount"]),
      rng.pick(["Deductible", "Ded.", "You pay"]),
    ];
    if (withPremium) headers.push(rng.pick(["Premium", "Cost"]));
    const rows: string[][][] = [];
    const push = (name: string, limit: string[], ded: string[], premium: string | null) =>
      rows.push(withPremium ? [[name], limit, ded, [premium ?? ""]] : [[name], limit, ded]);
    for (const line of c.coverages) {
      if (line.perVehicle)
        line.values.forEach((v, i) => {
          if (v) push(`${line.name} (${c.vehicles[i].ref})`, [], v, null);
        });
      else if (home && line.code === "DWELLING" && c.deductibleLines.length)
        push(line.name, line.values[0] ?? [], [c.deductibleLines[0].replace(/^.*?:\s*/, "")], line.premium);
      else push(line.name, line.values[0] ?? [], [], line.premium);
    }
    w.table(headers, rows, withPremium ? [0.42, 0.26, 0.16, 0.16] : [0.45, 0.33, 0.22], { rules: rng.chance(0.3) });
    for (const l of c.deductibleLines.slice(home ? 1 : 0)) w.line(l);
  };
}

/** Auto: vehicles as columns. Home: coverages as columns with a limit row. */
function coveragesAcross(c: Content, rng: Rng): Section {
  return (w) => {
    heading(w, rng.pick(["Coverages by Vehicle", "Coverage Schedule", "Limits and Deductibles"]), rng);
    if (!c.vehicles.length) {
      const lines = c.coverages.filter((l) => l.code);
      const n = Math.min(lines.length, 4);
      for (let i = 0; i < lines.length; i += n) {
        const chunk = lines.slice(i, i + n);
        w.table(
          ["", ...chunk.map((l) => l.name)],
          [[["Limit"], ...chunk.map((l) => l.values[0] ?? [])]],
          [0.16, ...chunk.map(() => 0.84 / chunk.length)],
          { rules: rng.chance(0.5) },
        );
      }
      for (const l of c.deductibleLines) w.line(l);
      return;
    }
    const colW = 0.64 / c.vehicles.length;
    const headers = [rng.pick(["Coverage", "Coverages", ""]), ...c.vehicles.map((v) => v.ref)];
    const rows: string[][][] = [
      [
        [rng.pick(["Vehicle", "Year / Make / Model", "Description"])],
        ...c.vehicles.map((v) => [`${v.year} ${v.makeModel.split(" ")[0]}`, v.makeModel.split(" ").slice(1).join(" ")]),
      ],
      [[rng.pick(["VIN", "Vehicle ID"])], ...c.vehicles.map((v) => [v.vin])],
    ];
    for (const line of c.coverages) {
      if (line.perVehicle)
        rows.push([[line.name], ...line.values.map((v) => v ?? [rng.pick(["Not covered", "--", "N/A", ""])])]);
      else if (line.code) rows.push([[line.name], ...c.vehicles.map(() => line.values[0] ?? [])]);
    }
    w.table(headers, rows, [0.36, ...c.vehicles.map(() => colW)], { rules: rng.chance(0.5) });
    const optional = c.coverages.filter((l) => !l.code);
    for (const o of optional) w.line(`${o.name}: ${(o.values[0] ?? []).join(" ")}`);
  };
}

/** Auto only: one row per vehicle, physical-damage deductibles as columns; liability above. */
function coveragesVehicleRows(c: Content, rng: Rng): Section {
  return (w) => {
    heading(w, rng.pick(["Liability coverages (all vehicles)", "Policy-level coverages", "Coverages"]), rng);
    for (const line of c.coverages.filter((l) => !l.perVehicle))
      w.kv(`${line.name}${c.style.colon}`, line.values[0] ?? [], (w.right - w.left) * 0.5);
    heading(w, rng.pick(["Vehicle coverages", "Physical damage by vehicle", "Your vehicles and deductibles"]), rng);
    const per = c.coverages.filter((l) => l.perVehicle);
    w.table(
      [rng.pick(["Veh", "#"]), rng.pick(["Year / Make / Model", "Vehicle"]), "VIN", ...per.map((l) => l.name)],
      c.vehicles.map((v, i) => [[v.ref], [vehicleName(v)], [v.vin], ...per.map((l) => l.values[i] ?? ["None"])]),
      [0.08, 0.3, 0.3, ...per.map(() => 0.32 / Math.max(1, per.length))],
      { rules: rng.chance(0.5) },
    );
  };
}

function interestsBlock(c: Content, rng: Rng, columns = false): Section {
  return (w) => {
    if (!c.interests.length && rng.chance(0.5)) return;
    heading(w, c.interestsHeading, rng);
    if (!c.interests.length) return w.line(rng.pick(["None", "None on file.", "No additional interests"]));
    if (columns)
      return w.table(
        [
          rng.pick(["Interest", "Type"]),
          rng.pick(["Name and address", "Name / Address"]),
          rng.pick(["Loan number", "Loan #", "Reference"]),
        ],
        c.interests.map((e) => [
          [e.kind, ...(e.vehicle !== null ? [c.vehicles[e.vehicle].ref] : [])],
          e.lines,
          [e.loan ?? ""],
        ]),
        [0.22, 0.5, 0.28],
      );
    for (const e of c.interests) {
      const veh = e.vehicle !== null ? ` - ${c.vehicles[e.vehicle].ref} (${c.vehicles[e.vehicle].vin})` : "";
      w.line(`${e.kind}${veh}`, { bold: true });
      for (const l of e.lines) w.line(l, {}, 12);
      if (e.loan)
        w.line(`${rng.pick(["Loan No.", "Loan #", "Loan number", "Account"])}${c.style.colon} ${e.loan}`, {}, 12);
    }
  };
}

function premiumBlock(c: Content, rng: Rng): Section {
  return (w) => {
    heading(w, rng.pick(["Premium", "Premium Summary", "Your premium", "Cost of this policy"]), rng);
    infoKv(w, c.premium, (w.right - w.left) * 0.6, false);
  };
}

function dwellingBlock(c: Content): Section {
  return (w) => {
    if (c.dwelling) w.kv(c.dwelling.label, c.dwelling.values, 150, { bold: true });
  };
}

function noiseBlock(c: Content, rng: Rng): Section {
  return (w) => {
    w.gap();
    if (c.drivers) w.kv(c.drivers.label, c.drivers.values, 130);
    if (rng.chance(0.5)) for (const l of c.agent) w.line(l, { size: w.size * 0.9 });
    for (const n of c.notes) w.paragraph(n, { size: w.size * 0.85 });
  };
}

function coverageSection(c: Content, rng: Rng): Section {
  if (!c.vehicles.length) return rng.chance(0.5) ? coveragesKv(c, rng) : coveragesTableDown(c, rng, rng.chance(0.5));
  return rng.pick([coveragesKv(c, rng), coveragesTableDown(c, rng, rng.chance(0.5))]);
}

function decorate(w: Writer, g: GeneratedPolicy, c: Content, rng: Rng): void {
  if (!rng.chance(0.6)) return;
  const form = `${rng.pick(["DEC", "PD", "HD", "AD"])}-${rng.int(100, 999)} (${String(rng.int(1, 12)).padStart(2, "0")}/${rng.int(15, 25)})`;
  const header = rng.pick([
    `${c.brand} | ${g.truth.policyNumber}`,
    `${c.brand}  Customer service 1-800-${rng.int(200, 999)}-${rng.int(1000, 9999)}`,
    form,
  ]);
  w.setPageDecorator((ww) => {
    const n = ww.pages.length;
    ww.put(header, ww.margin, 24, { size: 7 });
    ww.put(rng.pick([`Page ${n}`, `Page ${n} of`, `${n}`, `- ${n} -`]), ww.width - ww.margin - 40, ww.height - 20, {
      size: 7,
    });
    if (n > 1 || rng.chance(0.3))
      ww.put(`${form}  ${rng.pick(["Continued", "Insured copy", "Original"])}`, ww.margin, ww.height - 20, { size: 7 });
  });
  w.put(header, w.margin, 24, { size: 7 });
  w.put("Page 1", w.width - w.margin - 40, w.height - 20, { size: 7 });
}

function stackedSections(w: Writer, c: Content, rng: Rng, coverage: Section): void {
  const core: Section[] = [
    vehiclesBlock(c, rng),
    dwellingBlock(c),
    coverage,
    interestsBlock(c, rng, rng.chance(0.3)),
    premiumBlock(c, rng),
  ];
  const order = rng.chance(0.5) ? core : [core[0], core[1], ...rng.shuffle(core.slice(2))];
  for (const s of order) s(w);
  noiseBlock(c, rng)(w);
}

const LAYOUTS: Record<Exclude<LayoutKind, "cover-letter">, (w: Writer, c: Content, rng: Rng) => void> = {
  "kv-list": (w, c, rng) => {
    header(w, c, rng);
    infoKv(w, c.info, rng.pick([110, 130, 150]), rng.chance(0.6), rng.chance(0.3));
    stackedSections(w, c, rng, coverageSection(c, rng));
  },
  "two-column": (w, c, rng) => {
    header(w, c, rng);
    const half = Math.ceil(c.info.length / 2);
    w.columns([(ww) => infoKv(ww, c.info.slice(0, half), 95, true), (ww) => infoKv(ww, c.info.slice(half), 95, true)]);
    w.gap();
    const left = [vehiclesBlock(c, rng), dwellingBlock(c), interestsBlock(c, rng)];
    w.columns([
      (ww) => left.forEach((s) => s(ww)),
      (ww) => {
        premiumBlock(c, rng)(ww);
        for (const l of c.agent) ww.line(l, { size: ww.size * 0.9 });
      },
    ]);
    coverageSection(c, rng)(w);
    for (const n of c.notes) w.paragraph(n, { size: w.size * 0.85 });
  },
  "boxed-grid": (w, c, rng) => {
    header(w, c, rng);
    const boxes = c.info.map((i) => ({ label: i.label.replace(/:$/, ""), values: i.values }));
    if (c.dwelling) boxes.push({ label: c.dwelling.label.replace(/:$/, ""), values: c.dwelling.values });
    boxes.push(...c.premium.map((p) => ({ label: p.label.replace(/:$/, ""), values: p.values })));
    w.grid(boxes, rng.pick([2, 3]));
    w.gap();
    vehiclesBlock(c, rng)(w);
    coverageSection(c, rng)(w);
    interestsBlock(c, rng, true)(w);
    noiseBlock(c, rng)(w);
  },
  "table-across": (w, c, rng) => {
    header(w, c, rng);
    if (rng.chance(0.5)) infoTable(w, c.info, rng);
    else infoKv(w, c.info, 120, true);
    dwellingBlock(c)(w);
    coveragesAcross(c, rng)(w);
    interestsBlock(c, rng, rng.chance(0.5))(w);
    premiumBlock(c, rng)(w);
    noiseBlock(c, rng)(w);
  },
  "table-down": (w, c, rng) => {
    header(w, c, rng);
    if (rng.chance(0.4)) infoTable(w, c.info, rng);
    else infoKv(w, c.info, 120, rng.chance(0.5), rng.chance(0.25));
    dwellingBlock(c)(w);
    (c.vehicles.length ? coveragesVehicleRows(c, rng) : coveragesTableDown(c, rng, true))(w);
    interestsBlock(c, rng, true)(w);
    premiumBlock(c, rng)(w);
    noiseBlock(c, rng)(w);
  },
  "prose-letter": (w, c, rng) => {
    w.line(c.brand, { size: w.size * 1.6, bold: true });
    w.line(c.title, { bold: true });
    w.gap();
    for (const l of c.addressBlock) w.line(l);
    w.gap();
    w.line(fill(rng.pick(PROSE.greeting), { name: "Policyholder" }));
    w.paragraph(`${c.prose.number} ${c.prose.period} ${c.prose.carrier}`);
    w.gap();
    if (c.vehicles.length)
      w.paragraph(`This policy covers ${c.vehicles.map((v) => `your ${vehicleName(v)} (VIN ${v.vin})`).join(", ")}.`);
    if (c.dwelling) w.paragraph(`This policy covers your home at ${c.dwelling.values.join(", ")}.`);
    w.gap();
    w.line(rng.pick(["What you're covered for", "Your coverages", "Here is what your policy pays"]), { bold: true });
    for (const line of c.coverages) {
      if (!line.perVehicle)
        w.paragraph(`${line.name}: ${rng.pick(["up to ", "", "we pay up to "])}${(line.values[0] ?? []).join(" ")}`);
      else
        line.values.forEach((v, i) => {
          if (!v) return;
          const car = `${c.vehicles[i].year} ${c.vehicles[i].makeModel}`;
          if (!/\d/.test(v[0]))
            return w.paragraph(
              `${line.name} for your ${car}: ${rng.pick(["no deductible", "full coverage, no deductible"])}.`,
            );
          const tpl = rng.pick(line.code === "COMP" ? PROSE.comp : PROSE.coll);
          w.paragraph(fill(tpl, { car, ded: v[0].replace(/ ?(deductible|ded\.)$/, "") }));
        });
    }
    if (c.prose.deductible) w.paragraph(c.prose.deductible);
    for (const l of c.deductibleLines.slice(1)) w.paragraph(l);
    w.gap();
    interestsBlock(c, rng)(w);
    w.gap();
    w.paragraph(c.prose.premium);
    noiseBlock(c, rng)(w);
  },
};

function coverLetter(w: Writer, g: GeneratedPolicy, c: Content, rng: Rng): void {
  w.line(c.brand, { size: w.size * 1.8, bold: true });
  w.line(
    rng.pick([
      "Important policy documents enclosed",
      "Your renewal package",
      "Welcome to your new policy",
      "Policy change confirmation",
    ]),
    { bold: true },
  );
  w.gap();
  w.line(c.style.date(g.extras.issueDate));
  w.gap();
  for (const l of c.addressBlock) w.line(l);
  w.gap();
  w.line(fill(rng.pick(PROSE.greeting), { name: "Policyholder" }));
  w.paragraph(rng.pick(PROSE.letterBody));
  w.gap();
  const due = c.style.date(g.truth.effectiveDate);
  w.paragraph(
    rng.pick([
      `Your first installment of ${c.style.money(Math.round(g.truth.premium * 25) / 100)} is due ${due}.`,
      `Notice ID ${g.extras.accountNumber}. Please keep this letter for your records.`,
      `To set up automatic payments, call ${g.extras.agent.phone}.`,
    ]),
  );
  w.gap();
  w.line(rng.pick(["Sincerely,", "Thank you,", "Warm regards,"]));
  w.line(`${c.brand} ${rng.pick(["Customer Care", "Policy Services", "Underwriting"])}`);
  w.newPage();
}

export function layoutPage(kind: LayoutKind, w: Writer, g: GeneratedPolicy, c: Content, rng: Rng): LayoutKind | string {
  decorate(w, g, c, rng);
  if (kind !== "cover-letter") {
    LAYOUTS[kind](w, c, rng);
    return kind;
  }
  coverLetter(w, g, c, rng);
  const inner = rng.pick(["kv-list", "two-column", "boxed-grid", "table-across", "table-down"] as const);
  LAYOUTS[inner](w, c, rng);
  return `cover-letter+${inner}`;
}
