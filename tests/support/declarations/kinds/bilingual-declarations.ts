import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  personName,
  sameAddress,
  sideBySide,
  vehicleList,
  type KindFn,
} from "./common";
import { boxRow, dateText, fill, type AnyDateStyle } from "./forms";

// Imitates the English/Spanish declarations page US carriers issue in states with many
// Spanish-speaking policyholders (the bilingual auto declarations of the non-standard auto writers
// in Texas, Florida, California and Arizona, and the Spanish-language homeowners declarations some
// carriers mail on request): the usual declarations, but every caption in both languages. A page
// sets its captions one way throughout: English and Spanish on one line with a slash ("Named
// Insured / Asegurado Nombrado"), English in bold over the Spanish in smaller type, or the Spanish
// in parentheses after the English. The policy facts sit in label/value rows (full width or in two
// halves) or in ruled boxes with the bilingual caption at the top; the coverages in a table with
// bilingual heads (Coverage / Cobertura, Limits / Limites, Deductible / Deducible, Premium / Prima)
// whose rows name each coverage in both languages, or as label/value lines. Split limits read
// "$50,000 each person / cada persona". Auto pages list the vehicles (Year / Ano, Make / Marca,
// Model / Modelo, VIN / NIV) and each car's comprehensive and collision deductibles; home and condo
// pages the residence premises, form, Coverages A-F (Vivienda, Otras Estructuras, Bienes
// Personales, Perdida de Uso, Responsabilidad Civil Personal, Pagos Medicos a Terceros) and the
// deductibles. Lienholders (Acreedor Prendario), lessors (Arrendador) and mortgagees (Acreedor
// Hipotecario) follow with their loan numbers, then the total premium and a bilingual notice that
// the English text governs. Dates are numeric, as both readerships read them.

export const BILINGUAL = {
  title: {
    auto: [
      ["Auto Policy Declarations", "Declaraciones de la P\u00f3liza de Auto"],
      ["Personal Auto Policy Declarations", "Declaraciones de la P\u00f3liza de Autom\u00f3vil Personal"],
      ["Declarations Page", "P\u00e1gina de Declaraciones"],
    ],
    home: [
      ["Homeowners Policy Declarations", "Declaraciones de la P\u00f3liza de Propietarios de Vivienda"],
      ["Homeowners Declarations Page", "P\u00e1gina de Declaraciones de Vivienda"],
      ["Declarations Page", "P\u00e1gina de Declaraciones"],
    ],
    condo: [
      ["Condominium Unit Owners Declarations", "Declaraciones de Propietarios de Unidad de Condominio"],
      ["Condo Policy Declarations", "Declaraciones de la P\u00f3liza de Condominio"],
      ["Declarations Page", "P\u00e1gina de Declaraciones"],
    ],
  },
  kind: {
    new: [["New Business", "P\u00f3liza Nueva"]],
    renewal: [["Renewal", "Renovaci\u00f3n"]],
  },
  insured: [
    ["Named Insured", "Asegurado Nombrado"],
    ["Named Insured(s)", "Asegurado(s) Nombrado(s)"],
    ["Named Insured", "Asegurado Designado"],
  ],
  mailing: [
    ["Mailing Address", "Direcci\u00f3n Postal"],
    ["Address", "Direcci\u00f3n"],
  ],
  policyNo: [
    ["Policy Number", "N\u00famero de P\u00f3liza"],
    ["Policy No.", "P\u00f3liza N\u00fam."],
  ],
  period: [
    ["Policy Period", "Per\u00edodo de la P\u00f3liza"],
    ["Policy Term", "Vigencia de la P\u00f3liza"],
  ],
  from: [
    ["From", "Desde"],
    ["Effective", "Vigente"],
  ],
  to: [
    ["To", "Hasta"],
    ["Expires", "Vence"],
  ],
  eff: [["Effective Date", "Fecha de Vigencia"]],
  exp: [["Expiration Date", "Fecha de Vencimiento"]],
  clock: [
    "12:01 A.M. standard time / 12:01 a.m. hora est\u00e1ndar",
    "12:01 a.m. at the insured's address / 12:01 a.m. en la direcci\u00f3n del asegurado",
    "",
  ],
  issued: [
    ["Date Issued", "Fecha de Emisi\u00f3n"],
    ["Issue Date", "Fecha de Emisi\u00f3n"],
  ],
  company: [
    ["Insurance Company", "Compa\u00f1\u00eda de Seguros"],
    ["Insurer", "Aseguradora"],
    ["Underwriting Company", "Compa\u00f1\u00eda Aseguradora"],
  ],
  naic: [["NAIC Code", "C\u00f3digo NAIC"]],
  agent: [
    ["Agent", "Agente"],
    ["Producer", "Productor"],
  ],
  drivers: [
    ["Drivers", "Conductores"],
    ["Listed Drivers", "Conductores Incluidos"],
  ],
  vehicles: [
    ["Described Vehicles", "Veh\u00edculos Descritos"],
    ["Insured Vehicles", "Veh\u00edculos Asegurados"],
  ],
  veh: ["No.", "N\u00fam."],
  vehicleN: ["Vehicle {n}", "Veh\u00edculo {n}"],
  year: ["Year", "A\u00f1o"],
  make: ["Make", "Marca"],
  model: ["Model", "Modelo"],
  vin: [
    ["VIN", "NIV"],
    ["Vehicle ID No.", "N\u00fam. de Identificaci\u00f3n"],
  ],
  coverages: [
    ["Coverages", "Coberturas"],
    ["Schedule of Coverages", "Cuadro de Coberturas"],
  ],
  coverage: ["Coverage", "Cobertura"],
  limits: [
    ["Limits", "L\u00edmites"],
    ["Limits of Liability", "L\u00edmites de Responsabilidad"],
  ],
  deductible: ["Deductible", "Deducible"],
  premium: ["Premium", "Prima"],
  allVehicles: ["Applies to all vehicles", "Aplica a todos los veh\u00edculos"],
  cov: {
    BI: [
      ["Bodily Injury Liability", "Responsabilidad Civil por Lesiones Corporales"],
      ["Bodily Injury", "Lesiones Corporales"],
    ],
    PD: [
      ["Property Damage Liability", "Responsabilidad Civil por Da\u00f1os a la Propiedad"],
      ["Property Damage", "Da\u00f1os a la Propiedad"],
    ],
    CSL: [
      ["Combined Single Limit Liability", "Responsabilidad Civil de L\u00edmite \u00danico Combinado"],
      ["Combined Single Limit", "L\u00edmite \u00danico Combinado"],
    ],
    UMBI: [
      ["Uninsured Motorist Bodily Injury", "Lesiones Corporales por Conductor sin Seguro"],
      ["Uninsured Motorist - BI", "Conductor no Asegurado - Lesiones Corporales"],
    ],
    UIMBI: [
      ["Underinsured Motorist Bodily Injury", "Lesiones Corporales por Conductor con Seguro Insuficiente"],
      ["Underinsured Motorist - BI", "Conductor con Seguro Insuficiente - Lesiones"],
    ],
    UMPD: [
      ["Uninsured Motorist Property Damage", "Da\u00f1os a la Propiedad por Conductor sin Seguro"],
      ["Uninsured Motorist - PD", "Conductor no Asegurado - Da\u00f1os a la Propiedad"],
    ],
    MEDPAY: [
      ["Medical Payments", "Pagos M\u00e9dicos"],
      ["Medical Payments", "Gastos M\u00e9dicos"],
    ],
    COMP: [
      ["Comprehensive", "Cobertura Integral"],
      ["Other Than Collision", "Da\u00f1os Distintos a Colisi\u00f3n"],
    ],
    COLL: [
      ["Collision", "Colisi\u00f3n"],
      ["Collision", "Colisi\u00f3n"],
    ],
    DWELLING: [
      ["Coverage A - Dwelling", "Cobertura A - Vivienda"],
      ["Dwelling", "Vivienda"],
    ],
    OTHER_STRUCTURES: [
      ["Coverage B - Other Structures", "Cobertura B - Otras Estructuras"],
      ["Other Structures", "Otras Estructuras"],
    ],
    PERSONAL_PROPERTY: [
      ["Coverage C - Personal Property", "Cobertura C - Bienes Personales"],
      ["Personal Property", "Propiedad Personal"],
    ],
    LOSS_OF_USE: [
      ["Coverage D - Loss of Use", "Cobertura D - P\u00e9rdida de Uso"],
      ["Loss of Use", "P\u00e9rdida de Uso"],
    ],
    PERSONAL_LIABILITY: [
      ["Coverage E - Personal Liability", "Cobertura E - Responsabilidad Civil Personal"],
      ["Personal Liability", "Responsabilidad Civil Personal"],
    ],
    MEDICAL_PAYMENTS: [
      ["Coverage F - Medical Payments to Others", "Cobertura F - Pagos M\u00e9dicos a Terceros"],
      ["Medical Payments to Others", "Gastos M\u00e9dicos a Otras Personas"],
    ],
  } as Record<string, string[][]>,
  condoA: [
    ["Coverage A - Building Property", "Cobertura A - Propiedad del Edificio"],
    ["Unit Improvements", "Mejoras a la Unidad"],
  ],
  eachPerson: ["each person / cada persona", "per person / por persona"],
  eachAccident: ["each accident / cada accidente", "per accident / por accidente"],
  eachOccurrence: ["each occurrence / cada ocurrencia", ""],
  acv: ["Actual Cash Value / Valor Real en Efectivo", "ACV / VRE", ""],
  notCovered: ["Not Covered / Sin Cobertura", "Rejected / Rechazada", "None / Ninguna"],
  als: ["Actual Loss Sustained / P\u00e9rdida Real Sufrida"],
  included: "Included / Incluido",
  optional: {
    "Rental Reimbursement": "Reembolso de Alquiler de Auto",
    "Roadside Assistance": "Asistencia en el Camino",
    "Personal Injury Protection": "Protecci\u00f3n contra Lesiones Personales",
    "Loan/Lease Gap Coverage": "Cobertura de Diferencia de Pr\u00e9stamo/Arrendamiento",
    "Water Backup and Sump Overflow": "Reflujo de Agua y Desbordamiento del Sumidero",
    "Ordinance or Law": "Ordenanza o Ley",
    "Identity Theft Expense": "Gastos por Robo de Identidad",
    "Scheduled Jewelry": "Joyas Detalladas",
  } as Record<string, string>,
  fees: {
    "Policy fee": "Cargo de la P\u00f3liza",
    "Installment fee": "Cargo por Pago a Plazos",
    "Service charge": "Cargo por Servicio",
    "State surcharge": "Recargo Estatal",
    "Fire department tax": "Impuesto del Departamento de Bomberos",
    "MVCPA fee": "Cargo MVCPA",
  } as Record<string, string>,
  notInTotal: ["not included in total / no incluido en el total", "billed separately / se factura por separado"],
  dedHead: [
    ["Deductibles", "Deducibles"],
    ["Section I Deductibles", "Deducibles de la Secci\u00f3n I"],
  ],
  aop: [
    ["All Other Perils", "Todos los Dem\u00e1s Riesgos"],
    ["All Perils", "Todo Riesgo"],
  ],
  wind: [
    ["Windstorm or Hail", "Vendaval o Granizo"],
    ["Wind/Hail", "Viento/Granizo"],
  ],
  windValue: ["{p}% of Coverage A / {p}% de la Cobertura A", "{p}%"],
  location: [
    ["Residence Premises", "Ubicaci\u00f3n de la Residencia"],
    ["Insured Location", "Propiedad Asegurada"],
  ],
  sameAsMailing: "Same as mailing address / Igual a la direcci\u00f3n postal",
  form: [["Policy Form", "Formulario de P\u00f3liza"]],
  yearBuilt: [["Year Built", "A\u00f1o de Construcci\u00f3n"]],
  interests: [
    ["Additional Interests", "Intereses Adicionales"],
    ["Lienholders and Lessors", "Acreedores y Arrendadores"],
  ],
  mortgagees: [
    ["Mortgagees", "Acreedores Hipotecarios"],
    ["Additional Interests", "Intereses Adicionales"],
  ],
  lien: [
    ["Lienholder", "Acreedor Prendario"],
    ["Loss Payee", "Beneficiario de P\u00e9rdida"],
  ],
  lessor: [["Lessor", "Arrendador"]],
  mortgagee: [
    ["Mortgagee", "Acreedor Hipotecario"],
    ["First Mortgagee", "Primer Acreedor Hipotecario"],
  ],
  second: [["Second Mortgagee", "Segundo Acreedor Hipotecario"]],
  loan: [
    ["Loan Number", "N\u00famero de Pr\u00e9stamo"],
    ["Loan No.", "Pr\u00e9stamo N\u00fam."],
  ],
  none: "None / Ninguno",
  total: [
    ["Total Policy Premium", "Prima Total de la P\u00f3liza"],
    ["Total Premium", "Prima Total"],
    ["Total Term Premium", "Prima Total del Per\u00edodo"],
  ],
  governs: [
    "This Spanish translation is provided for your convenience. In case of a conflict, the English version governs. / Esta traducci\u00f3n al espa\u00f1ol se proporciona para su conveniencia. En caso de discrepancia, prevalecer\u00e1 la versi\u00f3n en ingl\u00e9s.",
    "This declarations page is part of your policy. Please read it carefully. / Esta p\u00e1gina de declaraciones forma parte de su p\u00f3liza. L\u00e9ala detenidamente.",
  ],
  spanishMonths: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};

type Caps = "slash" | "stacked" | "paren";

interface Look {
  ds: AnyDateStyle;
  caps: Caps;
  upper: boolean;
  info: "rows" | "halves" | "boxes";
  coverage: "table" | "lines";
  premiums: boolean;
  labelShare: number;
}

interface Line {
  text: string;
  style: TextStyle;
}

type Pair = readonly string[];

/** A caption in the page's bilingual style, as lines with their own type. */
function caption(w: Writer, look: Look, [en, es]: Pair, bold = true): Line[] {
  const E = look.upper ? en.toUpperCase() : en;
  switch (look.caps) {
    case "slash":
      return [{ text: `${E} / ${es}`, style: { bold } }];
    case "paren":
      return [{ text: `${E} (${es})`, style: { bold } }];
    case "stacked":
      return [
        { text: E, style: { bold } },
        { text: es, style: { size: w.size * 0.8 } },
      ];
  }
}

/** One caption as a single string (boxes and table cells that take plain text). */
function flat(look: Look, [en, es]: Pair): string {
  const E = look.upper ? en.toUpperCase() : en;
  return look.caps === "paren" ? `${E} (${es})` : `${E} / ${es}`;
}

interface Cell {
  at: number;
  width: number;
  align?: "l" | "r";
}

/** A row of cells whose lines carry their own type; wraps each line to its cell. Returns height. */
function lineRow(w: Writer, cols: Cell[], cells: Line[][], pad = 2): number {
  const span = w.right - w.left;
  const wrapped = cells.map((c, i) =>
    c.flatMap((l) => w.wrap(l.text, l.style, cols[i].width * span - 4).map((text) => ({ text, style: l.style }))),
  );
  const lh = (l: Line) => (l.style.size ?? w.size) * 1.3;
  const heights = wrapped.map((c) => c.reduce((s, l) => s + lh(l), 0));
  const h = Math.max(w.size * 1.3, ...heights) + pad;
  w.ensure(h + 2);
  wrapped.forEach((lines, i) => {
    const c = cols[i];
    const x0 = w.left + c.at * span;
    let y = w.y;
    for (const l of lines) {
      const size = l.style.size ?? w.size;
      const x = c.align === "r" ? x0 + c.width * span - 4 - w.width_(l.text, l.style) : x0;
      w.put(l.text, x, y + size, l.style);
      y += lh(l);
    }
  });
  w.y += h;
  return h;
}

const plain = (values: string[], style: TextStyle = {}): Line[] => values.map((text) => ({ text, style }));

function labelValue(w: Writer, look: Look, label: Pair, values: string[]): void {
  const s = look.labelShare;
  lineRow(
    w,
    [
      { at: 0, width: s },
      { at: s, width: 1 - s },
    ],
    [caption(w, look, label), plain(values)],
    look.caps === "stacked" ? 3 : 1,
  );
}

function section(w: Writer, look: Look, head: Pair): void {
  w.gap(4);
  // The heading stays with the first lines under it.
  w.ensure(w.size * 9);
  hrule(w, 1, 3);
  const lines = caption(w, look, head).map((l) => ({
    ...l,
    style: { ...l.style, size: (l.style.size ?? w.size) * 1.1 },
  }));
  lineRow(w, [{ at: 0, width: 1 }], [lines], 2);
}

function spanishDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} de ${BILINGUAL.spanishMonths[m - 1]} de ${y}`;
}

function header(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): string {
  const t = g.truth;
  const big: TextStyle = { bold: true, size: w.size * 1.7 };
  w.ensure(big.size! * 5);
  const top = w.y;
  w.put(g.extras.brand, w.left, w.y + big.size!, big);
  w.y += big.size! * 1.4;
  for (const l of carrierAddress(rng)) w.line(l, { size: w.size * 0.85 });
  const left = w.y;
  // Policy number and issue date at the top right, captions in both languages.
  const issued = dateText(g.extras.issueDate, look.ds);
  const refs = [
    `${flat(look, rng.pick(BILINGUAL.policyNo))}: ${t.policyNumber}`,
    `${flat(look, rng.pick(BILINGUAL.issued))}: ${issued}`,
    ...(rng.chance(0.4) ? [`(${spanishDate(g.extras.issueDate)})`] : []),
  ];
  const small: TextStyle = { size: w.size * 0.9 };
  refs.forEach((r, i) => w.put(r, w.right - w.width_(r, small), top + w.size * (1.35 * i + 1), small));
  w.y = Math.max(left, top + refs.length * w.size * 1.35) + w.size;
  // The title, both languages, centred.
  const [en, es] = rng.pick(BILINGUAL.title[t.type]);
  const ts: TextStyle = { bold: true, size: w.size * 1.35 };
  const center = (s: string, st: TextStyle) => {
    w.ensure((st.size ?? w.size) * 1.6);
    w.put(s, (w.left + w.right - w.width_(s, st)) / 2, w.y + (st.size ?? w.size), st);
    w.y += (st.size ?? w.size) * 1.45;
  };
  const E = look.upper ? en.toUpperCase() : en;
  if (look.caps === "stacked" || w.width_(`${E} / ${es}`, ts) > w.right - w.left) {
    center(E, ts);
    center(es, { size: w.size * 1.1 });
  } else center(`${E} / ${es}`, ts);
  const kind = rng.pick([...BILINGUAL.kind.new, ...BILINGUAL.kind.renewal]);
  if (rng.chance(0.5)) center(flat(look, kind), { size: w.size * 0.9 });
  w.gap(4);
  return `${en} / ${es}`;
}

/** Named insureds, address, period, company: in rows, two halves or ruled boxes. */
function info(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): boolean {
  const t = g.truth;
  const x = g.extras;
  const d = (iso: string) => dateText(iso, look.ds);
  const upper = rng.chance(0.4);
  const names = t.insureds.map((_, i) => personName(g, i, rng.chance(0.3) ? "last-first" : "first-last", upper));
  const addr = addressLines(t.address, rng, upper);
  const naic = !!x.naicCode && rng.chance(0.55);
  const clock = rng.pick(BILINGUAL.clock);
  const from = rng.pick(BILINGUAL.from);
  const to = rng.pick(BILINGUAL.to);
  const periodText = `${from[0]}/${from[1]}: ${d(t.effectiveDate)}   ${to[0]}/${to[1]}: ${d(t.expirationDate)}`;
  const insuredL = rng.pick(BILINGUAL.insured);
  const mailingL = rng.pick(BILINGUAL.mailing);
  const periodL = rng.pick(BILINGUAL.period);
  const companyL = rng.pick(BILINGUAL.company);
  const agentL = rng.pick(BILINGUAL.agent);
  const agent = [x.agent.agency, x.agent.phone];
  if (look.info === "boxes") {
    boxRow(w, [
      { label: flat(look, insuredL), lines: [...names, ...addr], at: 0, width: 0.5 },
      { label: flat(look, periodL), lines: [periodText, ...(clock ? [clock] : [])], at: 0.5, width: 0.5 },
    ]);
    boxRow(w, [
      { label: flat(look, companyL), lines: [t.carrier.name], at: 0, width: 0.4 },
      ...(naic ? [{ label: flat(look, BILINGUAL.naic[0]), lines: [x.naicCode!], at: 0.4, width: 0.18 }] : []),
      { label: flat(look, agentL), lines: agent, at: naic ? 0.58 : 0.4, width: naic ? 0.42 : 0.6 },
    ]);
    return naic;
  }
  const policyRows = () => {
    if (rng.chance(0.5)) labelValue(w, look, periodL, [periodText, ...(clock ? [clock] : [])]);
    else {
      labelValue(w, look, BILINGUAL.eff[0], [d(t.effectiveDate)]);
      labelValue(w, look, BILINGUAL.exp[0], [d(t.expirationDate)]);
    }
    labelValue(w, look, companyL, [t.carrier.name]);
    if (naic) labelValue(w, look, BILINGUAL.naic[0], [x.naicCode!]);
    labelValue(w, look, agentL, agent);
  };
  const insuredRows = () => {
    labelValue(w, look, insuredL, names);
    labelValue(w, look, mailingL, addr);
  };
  if (look.info === "halves") {
    const share = look.labelShare;
    look.labelShare = Math.min(0.5, share + 0.1);
    sideBySide(
      w,
      0.5,
      () => insuredRows(),
      () => policyRows(),
    );
    look.labelShare = share;
  } else {
    insuredRows();
    policyRows();
  }
  return naic;
}

function splitValue(c: TruthCoverage, rng: Rng): string[] {
  if (c.limitPerPerson === null) return [dollars(c.limitPerAccident!)];
  return [
    `${dollars(c.limitPerPerson)} ${rng.pick(BILINGUAL.eachPerson)}`,
    `${dollars(c.limitPerAccident!)} ${rng.pick(BILINGUAL.eachAccident)}`,
  ];
}

interface CovRow {
  name: Pair;
  limit: string[];
  ded: string;
  premium: number | null;
}

function coverageBlock(w: Writer, look: Look, rng: Rng, groups: { head: string | null; rows: CovRow[] }[]): void {
  if (look.coverage === "table") {
    const prem = look.premiums;
    const cols: Cell[] = prem
      ? [
          { at: 0, width: 0.42 },
          { at: 0.42, width: 0.3 },
          { at: 0.72, width: 0.14, align: "r" },
          { at: 0.86, width: 0.14, align: "r" },
        ]
      : [
          { at: 0, width: 0.46 },
          { at: 0.46, width: 0.34 },
          { at: 0.8, width: 0.2, align: "r" },
        ];
    const limitsL = rng.pick(BILINGUAL.limits);
    const heads = [BILINGUAL.coverage, limitsL, BILINGUAL.deductible, ...(prem ? [BILINGUAL.premium] : [])];
    hrule(w, 0.8, 2);
    lineRow(
      w,
      cols,
      heads.map((h) => caption(w, look, h)),
      2,
    );
    hrule(w, 0.5, 2);
    for (const gr of groups) {
      if (gr.head) lineRow(w, [{ at: 0, width: 1 }], [[{ text: gr.head, style: { bold: true } }]], 1);
      for (const r of gr.rows)
        lineRow(
          w,
          cols,
          [
            caption(w, look, r.name, false),
            plain(r.limit),
            plain([r.ded]),
            ...(prem ? [plain([r.premium === null ? "" : dollars(r.premium, { cents: true })])] : []),
          ],
          look.caps === "stacked" ? 3 : 2,
        );
    }
    hrule(w, 0.8, 4);
    return;
  }
  for (const gr of groups) {
    if (gr.head) w.line(gr.head, { bold: true });
    for (const r of gr.rows) {
      const values = [...r.limit];
      if (r.ded) values.push(`${flat(look, BILINGUAL.deductible)}: ${r.ded}`);
      labelValue(
        w,
        look,
        r.name,
        values.filter((v) => v),
      );
    }
  }
}

function totals(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): void {
  const t = g.truth;
  w.gap(4);
  const cols: Cell[] = [
    { at: 0, width: 0.7 },
    { at: 0.7, width: 0.3, align: "r" },
  ];
  if (look.premiums && look.coverage === "table")
    for (const f of g.extras.fees.filter((x) => x.inPremium))
      lineRow(w, cols, [
        plain([`${f.label} / ${BILINGUAL.fees[f.label] ?? f.label}`]),
        plain([dollars(f.amount, { cents: true })]),
      ]);
  lineRow(
    w,
    cols,
    [caption(w, look, rng.pick(BILINGUAL.total)), plain([dollars(t.premium, { cents: true })], { bold: true })],
    3,
  );
  for (const f of g.extras.fees.filter((x) => !x.inPremium))
    lineRow(w, cols, [
      plain([`${f.label} / ${BILINGUAL.fees[f.label] ?? f.label} (${rng.pick(BILINGUAL.notInTotal)})`], {
        size: w.size * 0.85,
      }),
      plain([dollars(f.amount, { cents: true })], { size: w.size * 0.85 }),
    ]);
}

function parties(
  w: Writer,
  rng: Rng,
  look: Look,
  head: Pair,
  list: { role: Pair; name: string; address: string[]; loan: string | null; extra: string | null }[],
): boolean {
  section(w, look, head);
  if (!list.length) {
    w.line(BILINGUAL.none);
    return true;
  }
  const loanL = rng.pick(BILINGUAL.loan);
  const showLoan = rng.chance(0.85);
  for (const p of list) {
    const values = [p.name, ...p.address];
    if (p.extra) values.push(p.extra);
    if (showLoan && p.loan) values.push(`${flat(look, loanL)}: ${p.loan}`);
    labelValue(w, look, p.role, values);
    w.gap(2);
  }
  return showLoan;
}

function pickLook(rng: Rng): Look {
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy", "Month d, yyyy"]),
    caps: rng.pick<Caps>(["slash", "stacked", "stacked", "paren"]),
    upper: rng.chance(0.3),
    info: rng.pick(["rows", "halves", "boxes"] as const),
    coverage: rng.weighted([
      ["table", 3],
      ["lines", 1],
    ] as const),
    premiums: rng.chance(0.6),
    labelShare: rng.pick([0.3, 0.34, 0.38]),
  };
}

function footer(w: Writer, rng: Rng): void {
  w.gap(8);
  w.paragraph(rng.pick(BILINGUAL.governs), { size: w.size * 0.75 });
}

const autoPage: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  const title = header(w, g, rng, look);
  const naic = info(w, g, rng, look);
  const cars = vehicleList(g);
  const scheme = rng.int(0, 1);
  const name = (code: string) => BILINGUAL.cov[code][scheme];
  const vehN = (n: number) =>
    flat(
      look,
      BILINGUAL.vehicleN.map((v) => fill(v, { n: String(n) })),
    );

  section(w, look, rng.pick(BILINGUAL.vehicles));
  const vinL = rng.pick(BILINGUAL.vin);
  const vcols: Cell[] = [
    { at: 0, width: 0.08 },
    { at: 0.08, width: 0.1 },
    { at: 0.18, width: 0.18 },
    { at: 0.36, width: 0.28 },
    { at: 0.64, width: 0.36 },
  ];
  lineRow(
    w,
    vcols,
    [BILINGUAL.veh, BILINGUAL.year, BILINGUAL.make, BILINGUAL.model, vinL].map((h) => caption(w, look, h)),
    2,
  );
  hrule(w, 0.5, 2);
  const upperCars = rng.chance(0.4);
  const U = (s: string) => (upperCars ? s.toUpperCase() : s);
  cars.forEach((v, i) =>
    lineRow(w, vcols, [
      plain([String(i + 1)]),
      plain([String(v.year)]),
      plain([U(v.make)]),
      plain([U(v.trim && rng.chance(0.4) ? `${v.model} ${v.trim}` : v.model)]),
      plain([v.vin]),
    ]),
  );
  if (rng.chance(0.5)) {
    w.gap(2);
    labelValue(w, look, rng.pick(BILINGUAL.drivers), [x.drivers.join(", ")]);
  }

  section(w, look, rng.pick(BILINGUAL.coverages));
  const prem = (c: TruthCoverage) => x.coveragePremiums.get(c) ?? null;
  const shared: CovRow[] = t.coverages
    .filter((c) => !c.vin)
    .map((c) => ({
      name: name(c.code),
      limit: splitValue(c, rng),
      ded: c.deductible !== null ? dollars(c.deductible) : "",
      premium: prem(c),
    }));
  for (const o of x.optional)
    shared.push({
      name: [o.label, BILINGUAL.optional[o.label] ?? o.label],
      limit: [o.limit === "Included" ? BILINGUAL.included : o.limit],
      ded: "",
      premium: o.premium,
    });
  const acv = rng.pick(BILINGUAL.acv);
  const notCovered = rng.pick(BILINGUAL.notCovered);
  const groups: { head: string | null; rows: CovRow[] }[] = [
    { head: cars.length > 1 ? flat(look, BILINGUAL.allVehicles) : null, rows: shared },
  ];
  cars.forEach((v, i) => {
    const rows: CovRow[] = [];
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((y) => y.code === code && y.vin === v.vin);
      rows.push({
        name: name(code),
        limit: [c ? acv : notCovered],
        ded: c ? dollars(c.deductible!) : "",
        premium: c ? prem(c) : null,
      });
    }
    const head = `${vehN(i + 1)}: ${v.year} ${U(v.make)} ${U(v.model)}`;
    groups.push({ head: cars.length > 1 || rng.chance(0.5) ? head : null, rows });
  });
  coverageBlock(w, look, rng, groups);
  totals(w, g, rng, look);

  const list = t.thirdParties.map((p) => {
    const i = cars.findIndex((v) => v.vin === p.vin);
    const car = cars[i];
    return {
      role: rng.pick(p.type === "lessor" ? BILINGUAL.lessor : BILINGUAL.lien),
      name: p.name,
      address: addressLines(p.address, rng, false),
      loan: p.loanNumber,
      extra: `${vehN(i + 1)}: ${car.year} ${U(car.make)} ${U(car.model)}`,
    };
  });
  let showLoan = true;
  if (list.length || rng.chance(0.5)) showLoan = parties(w, rng, look, rng.pick(BILINGUAL.interests), list);
  footer(w, rng);

  if (!naic) truth.carrier.naicCode = null;
  if (!showLoan) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = ["auto", look.caps, look.info, look.coverage, `${cars.length}-veh`];
  return { truth, variant: variant.join("-"), title };
};

const homePage: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const condo = t.type === "condo";
  const look = pickLook(rng);
  const title = header(w, g, rng, look);
  const naic = info(w, g, rng, look);
  const scheme = rng.int(0, 1);
  const name = (code: string) => (code === "DWELLING" && condo ? BILINGUAL.condoA : BILINGUAL.cov[code])[scheme];

  const loc = dwellingAddress(t)!;
  const same = sameAddress(loc, t.address) && rng.chance(0.35);
  section(w, look, rng.pick(BILINGUAL.location));
  w.line(same ? BILINGUAL.sameAsMailing : addressLines(loc, rng, false).join(", "));
  if (rng.chance(0.6)) {
    w.line(`${flat(look, BILINGUAL.form[0])}: ${x.form}`);
    w.line(`${flat(look, BILINGUAL.yearBuilt[0])}: ${x.yearBuilt}`);
  }

  section(w, look, rng.pick(BILINGUAL.coverages));
  const rows: CovRow[] = [];
  const a = t.coverages.find((c) => c.code === "DWELLING")!;
  const occ = rng.pick(BILINGUAL.eachOccurrence);
  for (const code of [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ]) {
    const c = t.coverages.find((y) => y.code === code);
    if (c)
      rows.push({
        name: name(code),
        limit: [`${dollars(c.limitPerAccident!)}${code === "PERSONAL_LIABILITY" && occ ? ` ${occ}` : ""}`],
        ded: "",
        premium: x.coveragePremiums.get(c) ?? null,
      });
    else if (code === "LOSS_OF_USE" && x.lossOfUseAls)
      rows.push({ name: name(code), limit: [rng.pick(BILINGUAL.als)], ded: "", premium: null });
  }
  for (const o of x.optional)
    rows.push({
      name: [o.label, BILINGUAL.optional[o.label] ?? o.label],
      limit: [o.limit],
      ded: "",
      premium: o.premium,
    });
  // The deductible: on Coverage A's row, or in a deductible block of its own.
  const dedOnRow = look.coverage === "table" && rng.chance(0.4);
  if (dedOnRow) rows[0].ded = dollars(a.deductible!);
  coverageBlock(w, look, rng, [{ head: null, rows }]);
  if (!dedOnRow || x.windHailPercent) {
    section(w, look, rng.pick(BILINGUAL.dedHead));
    if (!dedOnRow) labelValue(w, look, rng.pick(BILINGUAL.aop), [dollars(a.deductible!)]);
    if (x.windHailPercent)
      labelValue(w, look, rng.pick(BILINGUAL.wind), [
        fill(rng.pick(BILINGUAL.windValue), { p: String(x.windHailPercent) }),
      ]);
  }
  totals(w, g, rng, look);

  const list = t.thirdParties.map((p, i) => ({
    role: i === 0 ? rng.pick(BILINGUAL.mortgagee) : BILINGUAL.second[0],
    name: p.name,
    address: addressLines(p.address, rng, false),
    loan: p.loanNumber,
    extra: null,
  }));
  let showLoan = true;
  if (list.length || rng.chance(0.5)) showLoan = parties(w, rng, look, rng.pick(BILINGUAL.mortgagees), list);
  footer(w, rng);

  if (!naic) truth.carrier.naicCode = null;
  if (!showLoan) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [condo ? "condo" : "home", look.caps, look.info, look.coverage];
  return { truth, variant: variant.join("-"), title };
};

export const bilingualDeclarations: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? autoPage(w, g, rng) : homePage(w, g, rng);
