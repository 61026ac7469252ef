import { z } from "zod";
import { safeString } from "./common";
import { ConsentSchema } from "./consent";

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** What the browser accepts before upload; the service checks the real type by magic bytes. */
export const ACCEPTED_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png"] as const;
export const ACCEPTED_MIME = ["application/pdf", "image/jpeg", "image/png"] as const;

/** Per-file choices of the document drop zone (the file itself travels as multipart). */
export const VerifyByDocumentSchema = z.object({
  // The service reads documents as auto or home and tells a condo from the page; staff may say condo.
  policyType: z.enum(["auto", "home", "condo"], { error: "Choose auto, home or condo." }),
  source: z.enum(["user", "carrier"], { error: "Choose who sent the document." }),
  borrowerRef: safeString().trim().min(1, "Enter the borrower reference (the id in your loan system).").max(200),
  consent: z.union([ConsentSchema, z.literal("true").transform(() => true as const)]),
});
export type VerifyByDocumentInput = z.infer<typeof VerifyByDocumentSchema>;

export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  const lower = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext)))
    return "Only PDF, JPG, JPEG or PNG files can be verified.";
  if (file.size === 0) return "This file is empty.";
  if (file.size > MAX_UPLOAD_BYTES) return "This file is larger than 25 MB.";
  return null;
}
