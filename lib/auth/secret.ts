export { authSecret } from "@/lib/keys/app-keys";
