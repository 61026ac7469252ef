import { z } from "zod";
import { safeString, SafeJsonSchema } from "./common";
import { PolicySchema } from "./policy";

// A reviewer's corrections to a policy read from a document (or a carrier): one shape for the
// service route, its OpenAPI document and the dashboard's typed client.

/** `policyNumber`, `address.addressLine2`, `coverages[2].deductible`, `properties[0].data.vin`… */
export const FIELD_PATH = /^[A-Za-z][A-Za-z0-9]*(?:\[\d{1,3}\])*(?:\.[A-Za-z][A-Za-z0-9]*(?:\[\d{1,3}\])*)*$/;

export const CorrectionChangeInputSchema = z
  .object({
    path: safeString()
      .max(200)
      .regex(FIELD_PATH, "A field path such as policyNumber, address.addressLine2 or coverages[2].deductible."),
    /** The new value; null where the field may be unknown. Absent only with `remove`. */
    value: SafeJsonSchema.optional(),
    /** Removes an item of a list (a misread lienholder): `{"path": "thirdParties[1]", "remove": true}`. */
    remove: z.literal(true).optional(),
  })
  .refine((c) => (c.remove === true) !== (c.value !== undefined), {
    message: "Give either a value or remove: true.",
  })
  .meta({ id: "CorrectionChangeInput" });

export const CreateCorrectionSchema = z
  .object({
    /** The staff member who made the change (an id or an email of the client's own system). */
    correctedBy: safeString().trim().min(1).max(200),
    reason: safeString().trim().max(500).optional(),
    changes: z.array(CorrectionChangeInputSchema).min(1).max(50),
  })
  .meta({
    id: "CreateCorrection",
    example: {
      correctedBy: "reviewer@acme-lending.example",
      reason: "Apartment number missing",
      changes: [
        { path: "address.addressLine2", value: "Apt 3B" },
        { path: "coverages[2].deductible", value: 500 },
      ],
    },
  });
export type CreateCorrection = z.infer<typeof CreateCorrectionSchema>;

/** What a correction taught the reader: the label (and where the value sat from it) on the document. */
export const LearnedPlaceSchema = z.object({
  /** The field as named on every document of the layout (coverages by code: `coverages[COLL:0].deductible`). */
  field: z.string(),
  label: z.string(),
  relation: z.enum(["right", "below", "same-cell"]),
  /** The hint (`hnt_…`) this correction taught or agreed with; absent on corrections recorded before hints were counted. */
  hintId: z.string().optional(),
  /** The layout fingerprint of the document the place was learned on. */
  fingerprint: z.string().optional(),
  /** Corrections on different documents that taught this place, this one included. */
  agreements: z.number().int().optional(),
  /** Whether readings from this place now skip review (two corrections agreed). */
  trusted: z.boolean().optional(),
  /** The document (`doc_…`) the place was found on. */
  documentId: z.string().optional(),
});

export const CorrectionChangeSchema = z.object({
  path: z.string(),
  oldValue: z.unknown(),
  /** Absent when the change removed the item. */
  newValue: z.unknown().optional(),
  /** A value the service changed as a consequence (isActive after the dates were corrected). */
  derived: z.boolean().optional(),
  /** Null when nothing was learned (no document text, or the value is not printed as such). */
  learned: LearnedPlaceSchema.nullable(),
});

export const CorrectionSchema = z
  .object({
    id: z.string().meta({ example: "cor_1q2w3e4r5t6y7u8i9o0p" }),
    policyId: z.string(),
    term: z.enum(["current", "renewal"]),
    correctedBy: z.string(),
    reason: z.string().nullable(),
    changes: z.array(CorrectionChangeSchema),
    createdAt: z.string(),
  })
  .meta({ id: "PolicyCorrection" });
export type Correction = z.infer<typeof CorrectionSchema>;

export const PolicyCorrectionsSchema = z
  .object({
    /** The policy as it stands, corrections applied: what GET /policies/{id} and validation read. */
    policy: PolicySchema,
    /** The policy as read from the document or the carrier, never changed by corrections. */
    original: PolicySchema,
    /** Newest first. */
    corrections: z.array(CorrectionSchema),
  })
  .meta({ id: "PolicyCorrections" });
export type PolicyCorrections = z.infer<typeof PolicyCorrectionsSchema>;

/** A box on a page of the document, in the text's units: pages are 612 wide, y grows downwards. */
export const FieldLocationSchema = z.object({
  path: z.string().meta({ example: "coverages[2].deductible" }),
  /** 0-based page of the document. */
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

export const FieldLocationsSchema = z
  .object({
    /** The `doc_…` id (of `documents`) the text was read from; null when the policy kept no text (carrier lookups). */
    documentId: z.string().nullable(),
    /** Each page's size in the same units, to scale the boxes onto a rendering of the page. */
    pages: z.array(z.object({ width: z.number(), height: z.number() })),
    /** Where each field's current value is printed; fields whose value is not found on the page are left out. */
    fields: z.array(FieldLocationSchema),
  })
  .meta({ id: "PolicyFieldLocations" });
export type FieldLocations = z.infer<typeof FieldLocationsSchema>;

/** A place learned from corrections, used to read the client's next documents of that layout. */
export const LearnedHintSchema = z
  .object({
    id: z.string().meta({ example: "hnt_1q2w3e4r5t6y7u8i9o0p" }),
    /**
     * The carrier the teaching document named: `naic:<code>`, or `name:<normalised carrier name>` when the
     * page printed no NAIC code. Shown for people; documents are matched by `fingerprint`, never by carrier.
     */
    carrierKey: z.string(),
    /** The layout fingerprint of the teaching document's first page; null for hints that predate it (never applied). */
    fingerprint: z.string().nullable(),
    /** Corrections on different documents that taught this place; its readings skip review from 2. */
    agreements: z.number().int(),
    trusted: z.boolean(),
    /** Who made the correction that taught it last; null on hints that predate it. */
    correctedBy: z.string().nullable(),
    /** The document (`doc_…`) that correction found the place on; null on hints that predate it. */
    documentId: z.string().nullable(),
    field: z.string(),
    label: z.string(),
    relation: z.enum(["right", "below", "same-cell"]),
    kind: z.enum(["text", "date", "money", "year"]),
    /** The correction that taught it last (`cor_…`). */
    correctionId: z.string(),
    createdAt: z.string(),
    modifiedAt: z.string(),
  })
  .meta({ id: "LearnedHint" });
export type LearnedHintWire = z.infer<typeof LearnedHintSchema>;
