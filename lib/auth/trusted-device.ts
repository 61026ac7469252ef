import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/keys/app-keys";

// A browser that has signed in to an account before carries a signed note saying so. Sign-ins from
// it skip the account-wide budget (the one many addresses guessing together can exhaust), so an
// attack on an account locks out the attacker's guesses and not the holder's own browser; the
// per-address and per-address-and-account budgets still apply to it. The note proves only that
// this browser once knew the password: it opens nothing by itself.

export const DEVICE_COOKIE = "covercheck-device";
export const DEVICE_DAYS = 90;

const mac = (email: string, issued: string, nonce: string) =>
  createHmac("sha256", authSecret()).update(`trusted-device\0${email}\0${issued}\0${nonce}`).digest();

const norm = (email: string) => email.trim().toLowerCase();

/** The cookie's value for a browser that just signed in to `email`. */
export function deviceToken(email: string, now = Date.now()): string {
  const issued = String(now);
  const nonce = randomBytes(12).toString("base64url");
  return `${issued}.${nonce}.${mac(norm(email), issued, nonce).toString("base64url")}`;
}

/** True when the request carries a note, issued within DEVICE_DAYS, for this very account. */
export function isTrustedDevice(request: Request | undefined, email: string, now = Date.now()): boolean {
  const cookie = request?.headers.get("cookie") ?? "";
  const value = cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  const [issued, nonce, sig, ...rest] = (value ?? "").slice(0, 200).split(".");
  if (!issued || !nonce || !sig || rest.length || !/^\d+$/.test(issued)) return false;
  const age = now - Number(issued);
  if (age < 0 || age > DEVICE_DAYS * 24 * 3600 * 1000) return false;
  // Compared as printed, not as decoded: base64url ignores the spare bits of its last character,
  // so a decoded comparison would take more than one spelling of the same signature.
  const given = Buffer.from(sig);
  const expected = Buffer.from(mac(norm(email), issued, nonce).toString("base64url"));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
