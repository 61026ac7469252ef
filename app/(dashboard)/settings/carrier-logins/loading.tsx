import { LoadingRows } from "@/components/ui/loading-rows";

export default function Loading() {
  return <LoadingRows label="Loading carrier logins…" rows={6} />;
}
