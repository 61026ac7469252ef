import "server-only";

// Staff passwords and service client secrets share one scrypt: the same format, parameters and checks.
export { hashSecret as hashPassword, verifySecret as verifyPassword } from "@/lib/crypto/scrypt";
