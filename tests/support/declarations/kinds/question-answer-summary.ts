import type { GeneratedPolicy, TruthCoverage, TruthParty, TruthPolicy } from "../policy";
import type { Rng } from "../random";
import { FIRST_NAMES, LAST_NAMES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  fromCents,
  hrule,
  ledger,
  row,
  sameAddress,
  vehicleList,
  type KindFn,
  type Ledger,
} from "./common";
import { dateText, fill, stateName, tollFree, type AnyDateStyle } from "./forms";
import { fitWidth, footers } from "./ruled";

// Imitates the plain-language policy summaries carriers and agencies now send as questions and
// answers, and the printed support threads in which an agent answers a customer's or a loan
// processor's questions about a policy: "Who is insured?", "When does my coverage start and end?",
// "What are my liability limits?", "What do I pay if my car is damaged?", "Is there a lienholder on
// file?", "What is my total premium?". Nothing is in a form grid; every value sits inside a
// sentence ("Your policy runs from March 3, 2026 through September 3, 2026.", "You're covered for
// up to $100,000 per person and $300,000 per accident for injuries you cause.", "You pay the first
// $500 of a collision claim."). Four arrangements, picked by the rng:
//   qa     - a letterhead and bold question lines ("Q:", numbered, or bare) each over its answer;
//   faq    - a ruled two-column table, Question | Answer;
//   chat   - a chat transcript printed from a support portal: timestamps, speaker names, the agent
//            splitting answers over several messages, small talk between them;
//   email  - an e-mail reply quoting each question ("> ...") with the answer under it, From / Sent /
//            To / Subject header, signature with the agent's phone.
// The asker is the insured or (chat and email only) a processor at the lender on file; the answers
// then speak of "the insured". Dates are printed in one of several styles, limits as "$100,000",
// "$100,000.00" or "$100K" (abbrev pages), and chat agents may give liability as "100/300/50" in
// thousands (thousands pages).
//
// THE TRUTH: the policy number, carrier (and NAIC when printed), term, named insureds, mailing
// address, vehicles or the insured residence, every coverage limit and deductible stated in an
// answer, the total premium, and the lender(s) when the lender question is asked (some pages never
// ask it: no third parties then; some answers leave the loan number out: null). NOT truth
// (distractors): the hypothetical claim examples ("if repairs cost $3,000, we pay $2,500"), the
// example claim date inside the term, the state minimum limits given for comparison ("the Ohio
// minimum is 25/50/25"), discount amounts, the rough monthly figure, installment fees, the
// wind/hail dollar figure, the year built, the chat's and e-mail's own dates and times, the
// speakers' names, the issue date, the agent's and service phone numbers, ticket/transcript ids.

export const QA = {
  title: [
    "Your Policy Questions, Answered",
    "Policy Summary - Questions & Answers",
    "Frequently Asked Questions About Your Policy",
    "Your Coverage in Plain Language",
    "Understanding Your Policy: Q&A",
  ],
  intro: [
    "We put together answers to the questions customers ask us most, using the details of your policy.",
    "This summary answers common questions about your coverage in plain language.",
    "Below are straightforward answers about the coverage on your policy as of {issue}.",
    "",
  ],
  qMark: ["Q:", "Q.", "Question:"],
  aMark: ["A:", "A.", "Answer:"],
  faqHead: [
    ["Question", "Answer"],
    ["You asked", "Our answer"],
    ["Topic", "What your policy says"],
    ["QUESTION", "ANSWER"],
  ],
  chatTitle: ["Chat Transcript", "Live Chat Transcript", "Conversation History", "Support Chat - Transcript"],
  chatStarted: ["Chat started {d} at {t}", "Started: {d} {t}", "Date: {d}  Time: {t}"],
  chatId: ["Chat ID: {id}", "Transcript #{id}", "Reference: {id}"],
  joined: ["{a} has joined the chat.", "You are now chatting with {a}.", "{a} joined the conversation."],
  ended: ["Chat ended by {u}.", "{a} has left the chat.", "This chat has ended."],
  agentRole: ["Support", "Customer Care", "Policy Services", "Agent"],
  greet: [
    "Hi {u}, thanks for reaching out! I can help with that. Give me one moment to pull up the policy.",
    "Hello {u}! Happy to answer your questions. Let me open the policy.",
    "Good morning {u}, I have the policy open now. What would you like to know?",
  ],
  thanks: ["thanks", "ok great", "perfect, thank you", "got it", "ok"],
  bye: [
    "Is there anything else I can help with today?",
    "Anything else I can answer for you?",
    "Glad I could help. Have a great day!",
  ],
  lenderOpen: [
    "Hi, I'm {u} with {co}. I'm verifying insurance on a loan and have a few questions.",
    "Hello - {u} from {co}, insurance verification. Can you confirm some policy details for our file?",
  ],
  emailSubject: [
    "RE: Questions about my policy",
    "RE: Policy {n} - your questions",
    "RE: Coverage questions",
    "RE: Insurance verification - {n}",
  ],
  emailHead: ["From:", "Sent:", "To:", "Subject:", "Cc:"],
  emailOpen: ["Hi {u},", "Good afternoon {u},", "Hello {u},"],
  emailLead: [
    "Thanks for your email. I've answered each of your questions below.",
    "Great questions - my answers are under each one below.",
    "Please see my answers inline below.",
  ],
  emailInline: ["ANSWER:", "", "-->"],
  wrote: ["On {d}, {u} wrote:", "-----Original Message-----", "From: {u}  Sent: {d}"],
  sign: ["Thank you,", "Best regards,", "Thanks,", "Sincerely,"],
  confidential: [
    "CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the intended recipient only and may contain confidential information.",
    "This message may contain confidential information. If you received it in error, please delete it and notify the sender.",
  ],
  disclaimer: [
    "This summary is not a contract. If anything here differs from your policy, your policy documents control.",
    "Answers are a summary only; the policy, its declarations and endorsements decide what is covered.",
    "Coverage is subject to all policy terms, conditions and exclusions.",
  ],
  product: { auto: "auto policy", home: "homeowners policy", condo: "condo policy" } as Record<string, string>,
  // Questions ({my} → "my"/"the", {I} → "I"/"the insured", {do}/{am} conjugated).
  qNumber: [
    "What is {my} policy number, and who is the insurer?",
    "Which company is {my} policy with?",
    "Can you confirm the policy number and insurance company?",
  ],
  qWho: ["Who is insured?", "Who is named on the policy?", "Whose names are on the policy?"],
  qMail: [
    "What mailing address do you have on file?",
    "Where do you send {my} policy documents?",
    "Which address is on the policy?",
  ],
  qTerm: [
    "When does {my} coverage start and end?",
    "What are the policy dates?",
    "How long {am} {I} covered for?",
    "What is the policy period?",
  ],
  qCars: ["Which cars are on the policy?", "What vehicles are covered?", "Can you confirm the vehicles and VINs?"],
  qLiab: [
    "What are {my} liability limits?",
    "How much liability coverage {do} {I} have?",
    "What happens if {I} {cause} an accident?",
  ],
  qUm: [
    "{am} {I} covered if the other driver has no insurance?",
    "Is there uninsured motorist coverage?",
    "What if {I} {get} hit by someone without insurance?",
  ],
  qMed: ["Does the policy pay medical bills?", "Is there medical payments coverage?"],
  qDamage: [
    "What {do} {I} pay if {my} car is damaged?",
    "What are the deductibles?",
    "Is the car covered for collision and comprehensive?",
  ],
  qLien: ["Is there a lienholder on file?", "Who is listed as the lienholder?", "Is the lender listed as loss payee?"],
  qMort: [
    "Is there a mortgagee on file?",
    "Is {my} mortgage company listed on the policy?",
    "Who is listed as the mortgagee?",
  ],
  qExtras: [
    "{do} {I} have any extra coverages?",
    "What optional coverages are on the policy?",
    "Are there any add-ons or endorsements?",
  ],
  qExtrasAuto: ["Is rental or roadside included?"],
  qPremium: ["What is {my} total premium?", "How much does the policy cost?", "What is the premium for this term?"],
  qContact: ["Who {do} {I} call with questions?", "How {do} {I} reach {my} agent?"],
  qWhere: ["What address is insured?", "Which property does the policy cover?", "Where is the insured home?"],
  qDwelling: [
    "How much is the home covered for?",
    "What is the dwelling coverage?",
    "What would you pay to rebuild the home?",
  ],
  qUnit: ["How much is the unit itself covered for?", "What does Coverage A cover on a condo?"],
  qOther: ["Are the garage and fence covered?", "What about other structures?"],
  qStuff: ["How much is {my} personal property covered for?", "Are {my} belongings covered?"],
  qLou: ["What if {I} can't live in the home after a loss?", "Is there loss of use coverage?"],
  qHomeLiab: [
    "What if someone gets hurt at the home?",
    "What is the personal liability limit?",
    "Does the policy cover liability and guest medical bills?",
  ],
  qDed: ["What is the deductible?", "What {do} {I} pay on a claim?", "How much is the deductible?"],
  // Answers ({You} → "You"/"The insured", {s} → verb ending, {are}/{have} conjugated).
  aNumber: [
    "{Your} policy number is {n}. The policy is written by {c}{naic}.",
    "It's policy {n}, issued by {c}{naic}.",
    "The insurer is {c}{naic}, and the policy number is {n}.",
  ],
  naic: [" (NAIC {x})", ", NAIC #{x}", " - NAIC code {x}"],
  aWho: [
    "The named insured{plural} on the policy {isare} {names}.",
    "{names} {isare} listed as named insured{plural}.",
    "The policy is in the name of {names}.",
  ],
  aDriver: [
    "{x} is listed as a driver but is not a named insured.",
    "{x} is also a listed driver (not a named insured).",
  ],
  aMail: [
    "We have the mailing address as {addr}.",
    "Documents go to {addr}.",
    "The mailing address on file is {addr}.",
  ],
  aTerm: [
    "{Your} policy runs from {a} through {b}.",
    "Coverage starts {a} and ends {b}, at 12:01 a.m. standard time.",
    "The policy period is {a} to {b}.",
    "{You} {are} covered from {a} until {b}.",
  ],
  aTermLen: ["It's a {m}-month policy.", "This is a {m}-month term.", ""],
  aIssued: ["We issued these documents on {x}.", "The policy was processed on {x}.", ""],
  aClaimDate: [
    "For example, an accident on {x} would fall within the policy period.",
    "So a claim from, say, {x} would be covered under this term.",
  ],
  aCar: ["The {car}, VIN {vin}.", "{car} (VIN {vin})", "A {car} with VIN {vin}."],
  aCarsLead: ["There {isare} {n} on the policy:", "The policy covers:", ""],
  aBI: [
    "{You}{re} covered for up to {pp} per person and {pa} per accident for injuries {you} cause{s}.",
    "For bodily injury {you} cause{s} to others, we pay up to {pp} for each person and {pa} for each accident.",
    "Injury liability is {pp} per person / {pa} per accident.",
  ],
  aPD: [
    "Damage {you} cause{s} to someone else's property is covered up to {x}.",
    "Property damage liability is {x} per accident.",
    "If {you} damage{s} another car or property, we pay up to {x}.",
  ],
  aCSL: [
    "{You} {have} a combined single limit of {x} for each accident, shared by injuries and property damage {you} cause{s}.",
    "Liability is a single limit: {x} per accident for bodily injury and property damage combined.",
  ],
  aShorthand: ["Liability is {bi}/{pd} (in thousands).", "{You} {have} {bi}/{pd} liability.", "Limits are {bi}/{pd}."],
  aMinimum: [
    "For comparison, the {state} minimum is {min}.",
    "For reference, the {state} state minimum is {min}.",
    "(The state minimum in {state} is {min}.)",
  ],
  aUM: [
    "Yes. If an uninsured driver injures {you}, we pay up to {pp} per person and {pa} per accident.",
    "Uninsured motorist bodily injury is {pp} per person / {pa} per accident.",
  ],
  aUMcsl: [
    "Yes. Uninsured motorist coverage matches {your} liability: {x} per accident.",
    "Uninsured motorist: {x} each accident.",
  ],
  aUIM: [
    "Underinsured motorist coverage is also {pp} per person and {pa} per accident.",
    "If the other driver has too little insurance, underinsured motorist coverage adds up to {pp} per person / {pa} per accident.",
  ],
  aUMPD: [
    "Uninsured motorist property damage pays up to {x}{ded}.",
    "Damage to {your} car from an uninsured driver is covered up to {x}{ded}.",
  ],
  umpdDed: [", after a {d} deductible", " ({you} pay{s} the first {d})"],
  noUM: [
    "No - uninsured motorist coverage was declined on this policy.",
    "Uninsured motorist coverage isn't on this policy.",
  ],
  aMed: [
    "Yes. Medical payments coverage pays up to {x} per person for {you} and {your} passengers, regardless of fault.",
    "Medical payments: {x} per person.",
  ],
  noMed: ["Medical payments coverage isn't on this policy.", "No, medical payments coverage was not purchased."],
  aColl: [
    "On the {car}, {you} pay{s} the first {d} of a collision claim.",
    "The {car} has a {d} collision deductible.",
    "For the {car}, collision carries a {d} deductible.",
  ],
  aComp: [
    "Comprehensive (theft, hail, glass, animals) has a {d} deductible.",
    "{You} pay{s} the first {d} of a comprehensive claim.",
    "The comprehensive deductible is {d}.",
  ],
  aCompOnly: [
    "There is no collision coverage on the {car}; comprehensive has a {d} deductible.",
    "The {car} has comprehensive only, with a {d} deductible.",
  ],
  aNoPhys: [
    "The {car} has liability only, so damage to it isn't covered.",
    "No physical damage coverage on the {car}.",
  ],
  aExample: [
    "For example, if repairs cost {x}, we pay {y}.",
    "So on a {x} repair bill, we'd pay {y}.",
    "Example: a {x} claim would pay {y} after the deductible.",
  ],
  aLien: [
    "{name}, {addr}, is listed as {role} on the {car}{loan}.",
    "{name} ({addr}) is the {role} for the {car}{loan}.",
  ],
  aMort: ["{name}, {addr}, is listed as {role}{loan}.", "The {role} on file is {name}, {addr}{loan}."],
  also: ["{name}, {addr}, is also listed as {role}{loan}.", "A second {role}: {name}, {addr}{loan}."],
  yes: ["Yes.", "Yes, there is.", "Yes -"],
  role: { lienholder: "lienholder", lessor: "lessor", mortgagee: "mortgagee" } as Record<string, string>,
  loan: [", loan number {l}", ", loan #{l}", ", account {l}"],
  noLien: ["There is no lienholder on file.", "No lienholder is listed on the policy."],
  noMort: ["No mortgagee is listed on the policy.", "There is no mortgage company on file."],
  aExtra: ["Yes: {list}.", "The policy includes {list}.", "Added coverages: {list}."],
  noExtras: ["No optional coverages were added.", "There are no add-on coverages on this policy."],
  aPremium: [
    "{Your} total premium is {p} for the {m}-month term.",
    "The policy costs {p} for {m} months.",
    "Total premium for this term: {p}.",
  ],
  aDiscount: [
    "That already includes a {x} {label} discount.",
    "{You} received a {label} discount of {x}, which is already applied.",
  ],
  discounts: {
    auto: ["multi-policy", "safe driver", "paperless", "paid-in-full", "good student", "anti-theft"],
    home: ["multi-policy", "protective device", "claims-free", "new roof", "paperless", "autopay"],
  } as Record<string, string[]>,
  aMonthly: ["That works out to about {x} a month.", "Roughly {x} a month on the monthly plan.", ""],
  aInFee: ["It includes a {x} {label}.", "The total includes {x} for the {label}."],
  aOutFee: [
    "If {you} pay{s} in installments, there's a {x} {label} per payment.",
    "A {x} {label} applies to each installment.",
  ],
  aContact: [
    "Call {agent} at {phone}, or our 24/7 service line at {toll}.",
    "{agent} at {agency}, {phone}. Claims: {toll}.",
  ],
  aWhere: ["The insured residence is {addr}.", "The policy covers the home at {addr}.", "{addr}."],
  aUnitWhere: ["The policy covers unit owner coverage at {addr}.", "The insured unit is {addr}."],
  aBuilt: ["Our records show it was built in {y}.", "(Year built: {y}.)", ""],
  aDwelling: [
    "The dwelling is covered up to {x} to repair or rebuild.",
    "Dwelling coverage (Coverage A) is {x}.",
    "We'd pay up to {x} to rebuild the home.",
  ],
  aUnit: [
    "Coverage A for the unit (walls, floors, fixtures and improvements {you} own{s}) is {x}.",
    "The unit itself is covered up to {x}.",
  ],
  aOther: [
    "Other structures, like a detached garage, shed or fence, are covered up to {x}.",
    "Coverage B, other structures: {x}.",
  ],
  aStuff: [
    "{Your} personal property is covered up to {x}.",
    "Belongings (Coverage C) are covered up to {x}.",
    "We cover {your} furniture, clothes and electronics up to {x}.",
  ],
  aLou: [
    "Loss of use pays up to {x} for a place to stay and extra living costs while the home is repaired.",
    "Additional living expense (Coverage D) is {x}.",
  ],
  aAls: [
    "Loss of use is paid for the actual loss sustained, for as long as repairs reasonably take.",
    "Additional living expense is covered on an actual loss sustained basis.",
  ],
  aHomeLiab: [
    "Personal liability is {x} per occurrence.",
    "If {you}{re} responsible for someone's injury or damage, we pay up to {x}.",
  ],
  aHomeMed: [
    "Medical payments to others pay up to {x} per person, regardless of fault.",
    "Guest medical bills are covered up to {x} each.",
  ],
  aDed: [
    "{Your} deductible is {d} per claim.",
    "{You} pay{s} the first {d} of a covered claim.",
    "The all-peril deductible is {d}.",
  ],
  aHomeExample: [
    "For example, if a pipe bursts and repairs cost {x}, we pay {y}.",
    "So if a storm causes {x} in damage, we'd pay {y}.",
  ],
  aWind: [
    "Wind and hail losses have a separate {p}% deductible, about {x}.",
    "There's a {p}% wind/hail deductible ({x}).",
  ],
};

const STATE_MIN: Record<string, string> = {
  CA: "30/60/15",
  TX: "30/60/25",
  FL: "10/20/10",
  NY: "25/50/10",
  PA: "15/30/5",
  MI: "50/100/10",
  IL: "25/50/20",
  NC: "50/100/50",
  AZ: "25/50/15",
  NJ: "25/50/25",
  MA: "25/50/30",
  WA: "25/50/10",
};

type Arrangement = "qa" | "faq" | "chat" | "email";

interface Look {
  arr: Arrangement;
  ds: AnyDateStyle;
  money: "dollars" | "cents" | "abbrev";
  /** Chat pages: liability as "100/300/50" only. */
  thousands: boolean;
  lender: boolean;
  loans: boolean;
  naic: boolean;
  asker: "insured" | "lender";
}

interface Item {
  q: string;
  a: string[];
}

function pickLook(rng: Rng, g: GeneratedPolicy): Look {
  const t = g.truth;
  const arr = rng.weighted<Arrangement>([
    ["qa", 3],
    ["faq", 2.5],
    ["chat", 2.5],
    ["email", 2],
  ]);
  const lender = !t.thirdParties.length || rng.chance(0.8);
  const money = rng.weighted<Look["money"]>([
    ["dollars", 6],
    ["cents", 1.5],
    ["abbrev", arr === "chat" || arr === "email" ? 2.5 : 1],
  ]);
  const split = t.coverages.some((c) => c.code === "BI") && t.coverages.some((c) => c.code === "PD");
  return {
    arr,
    ds: rng.pick<AnyDateStyle>([
      "Month d, yyyy",
      "Month d, yyyy",
      "Mon d, yyyy",
      "m/d/yyyy",
      "mm/dd/yyyy",
      "yyyy-mm-dd",
    ]),
    money,
    thousands: arr === "chat" && split && rng.chance(0.4),
    lender,
    loans: rng.chance(0.75),
    naic: !!g.extras.naicCode && rng.chance(0.5),
    asker:
      (arr === "chat" || arr === "email") && t.thirdParties.length && lender && rng.chance(0.4) ? "lender" : "insured",
  };
}

const PERSONA = {
  insured: {
    my: "my",
    I: "I",
    do: "do",
    am: "am",
    cause: "cause",
    get: "get",
    You: "You",
    you: "you",
    your: "your",
    Your: "Your",
    s: "",
    are: "are",
    have: "have",
    re: "'re",
  },
  lender: {
    my: "the",
    I: "the insured",
    do: "does",
    am: "is",
    cause: "causes",
    get: "gets",
    You: "The insured",
    you: "the insured",
    your: "the insured's",
    Your: "The insured's",
    s: "s",
    are: "is",
    have: "has",
    re: " is",
  },
};

/** Builds the questions and answers, in the order a summary asks them. */
function buildItems(g: GeneratedPolicy, look: Look, L: Ledger, rng: Rng): Item[] {
  const t = g.truth;
  const p = PERSONA[look.asker];
  const say = (s: string, v: Record<string, string> = {}) => {
    const out = fill(s, { ...p, ...v });
    // A template's period after a name that ends in one ("Co.") prints once.
    const once = out.replace(/\.\./g, ".");
    return once.charAt(0).toUpperCase() + once.slice(1);
  };
  const ask = (list: string[]) => say(rng.pick(list));
  const answer = (list: string[], v: Record<string, string> = {}) => say(rng.pick(list), v);
  const d = (iso: string) => dateText(iso, look.ds);
  const lim = (n: number) => {
    if (look.money === "abbrev" && n >= 10000) {
      if (n % 1_000_000 === 0) return `$${n / 1_000_000}M`;
      if (n < 1_000_000 && n % 1000 === 0) return `$${n / 1000}K`;
    }
    return dollars(n, { cents: look.money === "cents" });
  };
  const ded = (n: number) => dollars(n);
  const cash = (cents: number) => dollars(fromCents(cents), { cents: true });
  const items: Item[] = [];
  const push = (q: string, a: string[]) => items.push({ q, a: a.filter(Boolean) });

  const naic = look.naic ? fill(rng.pick(QA.naic), { x: g.extras.naicCode! }) : "";
  push(ask(QA.qNumber), [answer(QA.aNumber, { n: t.policyNumber, c: t.carrier.name, naic })]);

  const names = t.insureds.map((x, i) => {
    const mid = g.extras.middleInitials[i];
    return `${x.firstName}${mid && rng.chance(0.5) ? ` ${mid}.` : ""} ${x.lastName}`;
  });
  const many = names.length > 1;
  const who = [
    answer(QA.aWho, {
      names: names.join(rng.pick([" and ", " & "])),
      plural: many ? "s" : "",
      isare: many ? "are" : "is",
    }),
  ];
  const full = t.insureds.map((x) => `${x.firstName} ${x.lastName}`);
  const extraDriver = g.extras.drivers.find((n) => !full.includes(n));
  if (t.type === "auto" && extraDriver) who.push(answer(QA.aDriver, { x: extraDriver }));
  push(ask(QA.qWho), who);
  push(ask(QA.qMail), [answer(QA.aMail, { addr: addressLines(t.address, rng, false).join(", ") })]);

  // A date inside the term, for the claim example.
  const span = Date.parse(t.expirationDate) - Date.parse(t.effectiveDate);
  const mid = new Date(Date.parse(t.effectiveDate) + Math.round((span * rng.int(15, 85)) / 100 / 86400000) * 86400000)
    .toISOString()
    .slice(0, 10);
  push(ask(QA.qTerm), [
    answer(QA.aTerm, { a: d(t.effectiveDate), b: d(t.expirationDate) }),
    answer(QA.aTermLen, { m: String(g.extras.termMonths) }),
    rng.chance(0.4) ? answer(QA.aClaimDate, { x: d(mid) }) : "",
    rng.chance(0.3) ? answer(QA.aIssued, { x: d(g.extras.issueDate) }) : "",
  ]);

  if (t.type === "auto") autoItems(g, look, rng, { ask, answer, lim, ded, push });
  else homeItems(g, look, rng, { ask, answer, lim, ded, push });

  // Extras (not truth): asked on some pages only.
  if (rng.chance(0.5)) {
    const list = g.extras.optional.map((o) => `${o.label} (${o.limit})`).join(rng.pick([", ", "; "]));
    push(ask(t.type === "auto" ? [...QA.qExtras, ...QA.qExtrasAuto] : QA.qExtras), [
      list ? answer(QA.aExtra, { list }) : answer(QA.noExtras),
    ]);
  }

  const prem = [answer(QA.aPremium, { p: cash(L.total), m: String(g.extras.termMonths) })];
  for (const f of L.inFees) prem.push(answer(QA.aInFee, { x: cash(f.amount), label: f.label.toLowerCase() }));
  if (rng.chance(0.6))
    prem.push(
      answer(QA.aDiscount, {
        x: cash(rng.int(1500, Math.max(1600, Math.round(L.total * 0.15)))),
        label: rng.pick(QA.discounts[t.type === "auto" ? "auto" : "home"]),
      }),
    );
  prem.push(answer(QA.aMonthly, { x: cash(Math.round(L.total / g.extras.termMonths)) }));
  for (const f of L.outFees) prem.push(answer(QA.aOutFee, { x: cash(f.amount), label: f.label.toLowerCase() }));
  push(ask(QA.qPremium), prem);

  if (look.arr !== "email" && rng.chance(0.6)) {
    const a = g.extras.agent;
    push(ask(QA.qContact), [
      answer(QA.aContact, { agent: a.name, agency: a.agency, phone: a.phone, toll: tollFree(rng) }),
    ]);
  }
  return items;
}

interface Say {
  ask: (list: string[]) => string;
  answer: (list: string[], v?: Record<string, string>) => string;
  lim: (n: number) => string;
  ded: (n: number) => string;
  push: (q: string, a: string[]) => void;
}

/** "If repairs cost $3,000, we pay $2,500": a made-up bill above the deductible. */
function example(rng: Rng, deductible: number, big: boolean): [string, string] {
  const bill = Math.max(deductible + 500, rng.int(big ? 8 : 2, big ? 40 : 9) * (big ? 1000 : 500));
  return [dollars(bill), dollars(bill - deductible)];
}

/** A lender's sentence; a yes/no question's first answer opens with "Yes". */
function thirdPartyAnswer(p: TruthParty, look: Look, rng: Rng, s: Say, car: string, i: number, q: string): string {
  const loan = look.loans && p.loanNumber ? fill(rng.pick(QA.loan), { l: p.loanNumber }) : "";
  const forms = i > 0 ? QA.also : p.type === "mortgagee" ? QA.aMort : QA.aLien;
  const yes = i === 0 && /^(is|are|do|does)\b/i.test(q) ? `${rng.pick(QA.yes)} ` : "";
  return (
    yes +
    s.answer(forms, {
      name: p.name,
      addr: addressLines(p.address, rng, false).join(", "),
      role: QA.role[p.type],
      car,
      loan,
    })
  );
}

function autoItems(g: GeneratedPolicy, look: Look, rng: Rng, s: Say): void {
  const t = g.truth;
  const cov = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
  const cars = vehicleList(g);
  const carName = (v: (typeof cars)[number], trim: boolean) =>
    `${v.year} ${v.make} ${v.model}${trim && v.trim ? ` ${v.trim}` : ""}`;
  const carLine = rng.pick(QA.aCar);
  s.push(s.ask(QA.qCars), [
    s.answer(QA.aCarsLead, {
      isare: cars.length > 1 ? "are" : "is",
      n: cars.length > 1 ? `${cars.length} vehicles` : "one vehicle",
    }),
    ...cars.map((v) => s.answer([carLine], { car: carName(v, true), vin: v.vin })),
  ]);

  const bi = cov("BI");
  const pd = cov("PD");
  const csl = cov("CSL");
  const liab: string[] = [];
  if (look.thousands && bi && pd)
    liab.push(
      s.answer(QA.aShorthand, {
        bi: `${bi.limitPerPerson! / 1000}/${bi.limitPerAccident! / 1000}`,
        pd: String(pd.limitPerAccident! / 1000),
      }),
    );
  else {
    if (bi) liab.push(s.answer(QA.aBI, { pp: s.lim(bi.limitPerPerson!), pa: s.lim(bi.limitPerAccident!) }));
    if (pd) liab.push(s.answer(QA.aPD, { x: s.lim(pd.limitPerAccident!) }));
    if (csl) liab.push(s.answer(QA.aCSL, { x: s.lim(csl.limitPerAccident!) }));
  }
  if (rng.chance(0.55))
    liab.push(
      s.answer(QA.aMinimum, { state: stateName(t.address.state), min: STATE_MIN[t.address.state] ?? "25/50/25" }),
    );
  s.push(s.ask(QA.qLiab), liab);

  const um: string[] = [];
  const umbi = cov("UMBI");
  const uimbi = cov("UIMBI");
  const umpd = cov("UMPD");
  if (umbi)
    um.push(
      umbi.limitPerPerson !== null
        ? s.answer(QA.aUM, { pp: s.lim(umbi.limitPerPerson), pa: s.lim(umbi.limitPerAccident!) })
        : s.answer(QA.aUMcsl, { x: s.lim(umbi.limitPerAccident!) }),
    );
  if (uimbi) um.push(s.answer(QA.aUIM, { pp: s.lim(uimbi.limitPerPerson!), pa: s.lim(uimbi.limitPerAccident!) }));
  if (umpd) {
    const dd =
      umpd.deductible !== null ? fill(rng.pick(QA.umpdDed), { ...PERSONA[look.asker], d: s.ded(umpd.deductible) }) : "";
    um.push(s.answer(QA.aUMPD, { x: s.lim(umpd.limitPerAccident!), ded: dd }));
  }
  if (um.length || rng.chance(0.5)) s.push(s.ask(QA.qUm), um.length ? um : [s.answer(QA.noUM)]);
  const med = cov("MEDPAY");
  if (med) s.push(s.ask(QA.qMed), [s.answer(QA.aMed, { x: s.lim(med.limitPerAccident!) })]);
  else if (rng.chance(0.3)) s.push(s.ask(QA.qMed), [s.answer(QA.noMed)]);

  const damage: string[] = [];
  let exampleDone = false;
  for (const v of cars) {
    const comp = t.coverages.find((c) => c.code === "COMP" && c.vin === v.vin);
    const coll = t.coverages.find((c) => c.code === "COLL" && c.vin === v.vin);
    const car = carName(v, false);
    if (coll) {
      damage.push(s.answer(QA.aColl, { car, d: s.ded(coll.deductible!) }));
      if (comp) damage.push(s.answer(QA.aComp, { d: s.ded(comp.deductible!) }));
      if (!exampleDone && rng.chance(0.7)) {
        const [x, y] = example(rng, coll.deductible!, false);
        damage.push(s.answer(QA.aExample, { x, y }));
        exampleDone = true;
      }
    } else if (comp) damage.push(s.answer(QA.aCompOnly, { car, d: s.ded(comp.deductible!) }));
    else damage.push(s.answer(QA.aNoPhys, { car }));
  }
  s.push(s.ask(QA.qDamage), damage);

  if (look.lender) {
    const q = s.ask(QA.qLien);
    const lines = t.thirdParties.map((p, i) => {
      const v = cars.find((c) => c.vin === p.vin);
      return thirdPartyAnswer(p, look, rng, s, v ? carName(v, false) : "vehicle", i, q);
    });
    s.push(q, lines.length ? lines : [s.answer(QA.noLien)]);
  }
}

function homeItems(g: GeneratedPolicy, look: Look, rng: Rng, s: Say): void {
  const t = g.truth;
  const condo = t.type === "condo";
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const x = (c: TruthCoverage) => s.lim(c.limitPerAccident!);
  const where = dwellingAddress(t)!;
  const addr = addressLines(where, rng, false).join(", ");
  s.push(s.ask(QA.qWhere), [
    s.answer(condo ? QA.aUnitWhere : QA.aWhere, { addr }),
    sameAddress(where, t.address) && rng.chance(0.3) ? "That's also the mailing address." : "",
    s.answer(QA.aBuilt, { y: String(g.extras.yearBuilt) }),
  ]);
  const dw = cov("DWELLING")!;
  const os = cov("OTHER_STRUCTURES");
  const a = [s.answer(condo ? QA.aUnit : QA.aDwelling, { x: x(dw) })];
  // Coverage B answered with A, or as its own question.
  const osAlone = os && rng.chance(0.5);
  if (os && !osAlone) a.push(s.answer(QA.aOther, { x: x(os) }));
  s.push(s.ask(condo ? QA.qUnit : QA.qDwelling), a);
  if (os && osAlone) s.push(s.ask(QA.qOther), [s.answer(QA.aOther, { x: x(os) })]);
  const pp = cov("PERSONAL_PROPERTY");
  if (pp) s.push(s.ask(QA.qStuff), [s.answer(QA.aStuff, { x: x(pp) })]);
  const lou = cov("LOSS_OF_USE");
  if (lou) s.push(s.ask(QA.qLou), [s.answer(QA.aLou, { x: x(lou) })]);
  else if (g.extras.lossOfUseAls) s.push(s.ask(QA.qLou), [s.answer(QA.aAls)]);
  const liab: string[] = [];
  const pl = cov("PERSONAL_LIABILITY");
  if (pl) liab.push(s.answer(QA.aHomeLiab, { x: x(pl) }));
  const med = cov("MEDICAL_PAYMENTS");
  if (med) liab.push(s.answer(QA.aHomeMed, { x: x(med) }));
  if (liab.length) s.push(s.ask(QA.qHomeLiab), liab);
  const dedLines = [s.answer(QA.aDed, { d: s.ded(dw.deductible!) })];
  if (rng.chance(0.65)) {
    const [bx, by] = example(rng, dw.deductible!, true);
    dedLines.push(s.answer(QA.aHomeExample, { x: bx, y: by }));
  }
  const wp = g.extras.windHailPercent;
  if (wp)
    dedLines.push(s.answer(QA.aWind, { p: String(wp), x: dollars(Math.round((dw.limitPerAccident! * wp) / 100)) }));
  s.push(s.ask(QA.qDed), dedLines);
  if (look.lender) {
    const q = s.ask(QA.qMort);
    const lines = t.thirdParties.map((p, i) => thirdPartyAnswer(p, look, rng, s, "home", i, q));
    s.push(q, lines.length ? lines : [s.answer(QA.noMort)]);
  }
}

// ---------------------------------------------------------------- drawing

/** Wrapped text at an indent, each line through w.line. */
function para(w: Writer, text: string, style: TextStyle = {}, indent = 0): void {
  for (const l of w.wrap(text, style, w.right - w.left - indent)) w.line(l, style, indent);
}

function letterhead(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  const bs: TextStyle = { bold: true, size: w.size * 1.9 };
  bs.size = fitWidth(w, g.extras.brand, bs, (w.right - w.left) * 0.6);
  w.put(g.extras.brand, w.left, w.y + bs.size!, bs);
  const small: TextStyle = { size: w.size * 0.78 };
  const help = `${rng.pick(["Customer Service", "Questions?", "Call us"])} ${tollFree(rng)}`;
  w.put(help, w.right - w.width_(help, small), w.y + bs.size! * 0.55, small);
  w.y += bs.size! * 1.5;
}

function drawQa(w: Writer, g: GeneratedPolicy, items: Item[], look: Look, rng: Rng): string {
  letterhead(w, g, rng);
  const title = rng.pick(QA.title);
  w.line(title, { bold: true, size: w.size * 1.5 });
  const intro = fill(rng.pick(QA.intro), { issue: dateText(g.extras.issueDate, look.ds) });
  if (intro) para(w, intro);
  hrule(w, 0.6, 8);
  const mark = rng.weighted([
    ["qa", 3],
    ["numbered", 2],
    ["bare", 2],
  ] as const);
  const [q, a] = [rng.pick(QA.qMark), rng.pick(QA.aMark)];
  const indent = mark === "bare" ? w.size * 1.5 : 0;
  items.forEach((it, i) => {
    w.ensure(w.lineHeight * 3);
    const head = mark === "qa" ? `${q} ${it.q}` : mark === "numbered" ? `${i + 1}. ${it.q}` : it.q;
    para(w, head, { bold: true });
    const body = it.a.join(" ");
    para(w, mark === "qa" ? `${a} ${body}` : body, {}, indent);
    w.gap(w.size * 0.7);
  });
  return title;
}

function drawFaq(w: Writer, g: GeneratedPolicy, items: Item[], look: Look, rng: Rng): string {
  letterhead(w, g, rng);
  const title = rng.pick(QA.title);
  w.line(title, { bold: true, size: w.size * 1.5 });
  const intro = fill(rng.pick(QA.intro), { issue: dateText(g.extras.issueDate, look.ds) });
  if (intro) para(w, intro);
  w.gap(4);
  const split = rng.pick([0.3, 0.35, 0.4]);
  const cols = [
    { at: 0.01, width: split - 0.01 },
    { at: split + 0.01, width: 0.99 - split },
  ];
  const head = rng.pick(QA.faqHead);
  const boldQ = rng.chance(0.5);
  hrule(w, 1.2, 2);
  row(
    w,
    cols,
    head.map((h) => [h]),
    { bold: true },
    { rule: true, vlines: true },
  );
  for (const it of items) faqRow(w, cols, it, boldQ);
  return title;
}

/** One FAQ row: the question cell (bold on some pages) beside the answer cell, ruled under. */
function faqRow(w: Writer, cols: { at: number; width: number }[], it: Item, boldQ: boolean): void {
  const span = w.right - w.left;
  const qs: TextStyle = { bold: boldQ };
  const q = w.wrap(it.q, qs, cols[0].width * span - 4);
  const a = it.a.flatMap((l) => w.wrap(l, {}, cols[1].width * span - 4));
  const lh = w.size * 1.3;
  const h = Math.max(q.length, a.length) * lh + 5;
  w.ensure(h + 2);
  q.forEach((l, k) => w.put(l, w.left + cols[0].at * span, w.y + w.size + 2 + k * lh, qs));
  a.forEach((l, k) => w.put(l, w.left + cols[1].at * span, w.y + w.size + 2 + k * lh, {}));
  w.page.rects.push({ x: w.left + cols[1].at * span - 3, y: w.y, w: 0.5, h, fill: true });
  w.y += h;
  hrule(w, 0.5);
}

function clock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

function drawChat(w: Writer, g: GeneratedPolicy, items: Item[], look: Look, rng: Rng): string {
  const t = g.truth;
  const agentName = `${rng.pick(FIRST_NAMES)} ${rng.chance(0.5) ? `${rng.pick(LAST_NAMES).charAt(0)}.` : rng.pick(LAST_NAMES)}`;
  const agent = rng.chance(0.5) ? agentName : `${agentName} (${rng.pick(QA.agentRole)})`;
  const lenderCo = t.thirdParties[0]?.name ?? "";
  const user =
    look.asker === "lender"
      ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`
      : `${t.insureds[0].firstName} ${t.insureds[0].lastName}`;
  const chatDay = new Date(Date.parse(g.extras.issueDate) + rng.int(3, 60) * 86400000).toISOString().slice(0, 10);
  const chatDs = rng.pick<AnyDateStyle>(["mm/dd/yyyy", "Mon d, yyyy", "m/d/yyyy"]);
  // Seconds since midnight; messages only move forward.
  let now = rng.int(8 * 60, 17 * 60) * 60;
  const title = rng.pick(QA.chatTitle);
  const bs: TextStyle = { bold: true, size: w.size * 1.3 };
  w.line(`${g.extras.brand} - ${title}`, bs);
  w.line(fill(rng.pick(QA.chatStarted), { d: dateText(chatDay, chatDs), t: clock(Math.floor(now / 60)) }), {
    size: w.size * 0.85,
  });
  w.line(fill(rng.pick(QA.chatId), { id: `${rng.int(100000, 999999)}${rng.int(1000, 9999)}` }), {
    size: w.size * 0.85,
  });
  hrule(w, 0.6, 8);
  const style = rng.pick(["inline", "blocks"] as const);
  const seconds = rng.chance(0.4);
  const stamp = () => {
    now += rng.int(5, 150);
    const c = clock(Math.floor(now / 60));
    return seconds ? c.replace(" ", `:${String(now % 60).padStart(2, "0")} `) : c;
  };
  const event = (text: string) => {
    w.line(`${stamp()}  ${text}`.replace(/\.\./g, "."), { size: w.size * 0.8 });
    w.gap(2);
  };
  const say = (who: string, text: string, mine: boolean) => {
    const time = stamp();
    if (style === "inline") {
      const head = `[${time}] ${who}: `;
      const lines = w.wrap(head + text, {}, w.right - w.left - 14);
      w.ensure(lines.length * w.lineHeight);
      lines.forEach((l, k) => w.line(l, {}, k === 0 ? 0 : 14));
    } else {
      const indent = mine ? 0 : (w.right - w.left) * 0.12;
      w.ensure(w.lineHeight * 3);
      const small: TextStyle = { size: w.size * 0.78 };
      const nameW = w.put(who, w.left + indent, w.y + w.size, { bold: true });
      w.put(time, w.left + indent + nameW + 8, w.y + w.size, small);
      w.y += w.lineHeight;
      const top = w.y;
      const page = w.page;
      para(w, text, {}, indent + 6);
      if (!mine && w.page === page) w.page.rects.push({ x: w.left + indent, y: top, w: 1.5, h: w.y - top, fill: true });
    }
    w.gap(w.size * 0.5);
  };
  const userShort = look.asker === "lender" ? user : t.insureds[0].firstName;
  event(fill(rng.pick(QA.joined), { a: agentName }));
  if (look.asker === "lender") say(user, fill(rng.pick(QA.lenderOpen), { u: user, co: lenderCo }), true);
  say(agent, fill(rng.pick(QA.greet), { u: userShort.split(" ")[0] }), false);
  for (const it of items) {
    say(user, rng.chance(0.3) ? it.q.toLowerCase() : it.q, true);
    // Agents send long answers in pieces.
    const parts = it.a.length > 1 && rng.chance(0.5) ? it.a : [it.a.join(" ")];
    for (const p of parts) say(agent, p, false);
    if (rng.chance(0.25)) say(user, rng.pick(QA.thanks), true);
  }
  say(agent, rng.pick(QA.bye), false);
  event(fill(rng.pick(QA.ended), { a: agentName, u: user }));
  return title;
}

function drawEmail(w: Writer, g: GeneratedPolicy, items: Item[], look: Look, rng: Rng): string {
  const t = g.truth;
  const a = g.extras.agent;
  const user =
    look.asker === "lender"
      ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`
      : `${t.insureds[0].firstName} ${t.insureds[0].lastName}`;
  const mail = (name: string, domain: string) =>
    `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@${domain.toLowerCase().replace(/[^a-z]+/g, "")}.com`;
  const userDomain =
    look.asker === "lender"
      ? (t.thirdParties[0]?.name ?? "lender").split(" ")[0]
      : rng.pick(["gmail", "yahoo", "outlook"]);
  const sentDay = new Date(Date.parse(g.extras.issueDate) + rng.int(2, 45) * 86400000).toISOString().slice(0, 10);
  const sentDs = rng.pick<AnyDateStyle>(["m/d/yyyy", "Mon d, yyyy", "mm/dd/yyyy"]);
  const time = clock(rng.int(8 * 60, 18 * 60));
  const subject = fill(rng.pick(QA.emailSubject), { n: t.policyNumber });
  w.line(a.name, { bold: true, size: w.size * 1.25 });
  hrule(w, 1, 4);
  const [from, sent, to, subj, cc] = QA.emailHead;
  const heads: [string, string][] = [
    [from, `${a.name} <${mail(a.name, a.agency.split(" ")[0])}>`],
    [
      sent,
      `${rng.pick(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])}, ${dateText(sentDay, sentDs)} ${time}`,
    ],
    [to, `${user} <${mail(user, userDomain)}>`],
  ];
  if (rng.chance(0.3)) heads.push([cc, `${a.agency} Service <service@${a.agency.split(" ")[0].toLowerCase()}ins.com>`]);
  heads.push([subj, subject]);
  for (const [k, v] of heads) w.kv(k, [v], w.size * 5, { bold: true });
  w.gap(w.size);
  w.line(fill(rng.pick(QA.emailOpen), { u: user.split(" ")[0] }));
  w.gap(3);
  para(w, rng.pick(QA.emailLead));
  w.gap(w.size * 0.6);
  const quoteStyle = rng.pick(["quoted", "numbered"] as const);
  const lead = rng.pick(QA.emailInline);
  items.forEach((it, i) => {
    w.ensure(w.lineHeight * 3);
    if (quoteStyle === "quoted") {
      for (const l of w.wrap(it.q, {}, w.right - w.left - 20)) w.line(`> ${l}`, {}, 4);
    } else para(w, `${i + 1}) ${it.q}`, { bold: true });
    const body = it.a.join(" ");
    para(w, lead ? `${lead} ${body}` : body, {}, quoteStyle === "quoted" ? 0 : w.size);
    w.gap(w.size * 0.6);
  });
  w.line(rng.pick(QA.sign));
  w.line(a.name, { bold: true });
  w.line(a.agency);
  w.line(
    `${rng.pick(["Direct", "Office", "Phone"])}: ${a.phone}${rng.chance(0.5) ? `  |  Fax: ${a.phone.slice(0, -4)}${rng.int(1000, 9999)}` : ""}`,
  );
  w.line(`${rng.pick(["Agent code", "Producer #"])} ${a.code}`, { size: w.size * 0.85 });
  w.gap(w.size * 0.6);
  if (rng.chance(0.5)) {
    w.line(fill(rng.pick(QA.wrote), { d: dateText(sentDay, sentDs), u: user }), { size: w.size * 0.85 });
    for (const it of items.slice(0, rng.int(2, 4))) w.line(`> ${it.q}`, { size: w.size * 0.85 }, 4);
    w.gap(w.size * 0.6);
  }
  para(w, rng.pick(QA.confidential), { size: w.size * 0.72 });
  return subject;
}

export const questionAnswerSummary: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth: TruthPolicy = cloneTruth(t);
  const L = ledger(g, rng);
  const look = pickLook(rng, g);
  const items = buildItems(g, look, L, rng);
  const draw = { qa: drawQa, faq: drawFaq, chat: drawChat, email: drawEmail }[look.arr];
  const title = draw(w, g, items, look, rng);
  if (look.arr !== "email") {
    w.gap(6);
    para(w, rng.pick(QA.disclaimer), { size: w.size * 0.74 });
  }
  const code = `${rng.pick(["QA", "FAQ", "SUM", "CS"])}-${g.extras.issueDate.slice(2, 4)}${rng.int(10, 99)}`;
  footers(
    w,
    () => (look.arr === "chat" || look.arr === "email" ? "" : `${g.extras.brand}  ${code}`),
    (n, m) => (m > 1 ? `Page ${n} of ${m}` : ""),
  );

  if (!look.naic) truth.carrier.naicCode = null;
  if (!look.lender) truth.thirdParties = [];
  if (!look.loans) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    look.arr,
    t.type,
    look.asker === "lender" ? "lender-asks" : "",
    look.thousands ? "thousands" : "",
    look.money,
    t.thirdParties.length ? (look.lender ? (look.loans ? "lender" : "lender-no-loan") : "no-lender") : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};
