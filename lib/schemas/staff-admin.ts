import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";

const UserId = z.string().min(1).max(100);
const Password = z.string().min(10, "Use at least 10 characters.").max(200);

export const ChangeRoleSchema = z.object({ userId: UserId, role: z.enum(ROLES) });
export const SetActiveSchema = z.object({ userId: UserId, active: z.boolean() });

/** No password given: the server makes one up and shows it once. */
export const ResetPasswordSchema = z.object({
  userId: UserId,
  password: z.union([z.literal(""), Password]).optional(),
});

export const ChangeOwnPasswordSchema = z
  .object({
    current: z.string().min(1, "Enter your current password.").max(200),
    password: Password,
    confirm: z.string().max(200),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords differ." })
  .refine((v) => v.password !== v.current, {
    path: ["password"],
    message: "Choose a password you have not used here.",
  });
export type ChangeOwnPasswordInput = z.infer<typeof ChangeOwnPasswordSchema>;
