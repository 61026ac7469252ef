// The folding lives in lib/shared so the dashboard compares names the way the rules do.
export { foldText, sameText, words } from "@/lib/shared/text-fold";
