import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { safeString } from "./common";

export const SignInSchema = z.object({
  email: z.email("Enter a valid email address."),
  password: z.string().min(1, "Enter your password.").max(1024, "A password is at most 1024 characters."),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const NewStaffSchema = z.object({
  name: safeString().trim().min(1, "Enter a name.").max(200),
  email: z.email("Enter a valid email address."),
  password: z.string().min(10, "Use at least 10 characters.").max(200),
  role: z.enum(ROLES),
});
export type NewStaffInput = z.infer<typeof NewStaffSchema>;

export const FirstAdminSchema = NewStaffSchema.omit({ role: true });
export type FirstAdminInput = z.infer<typeof FirstAdminSchema>;
