import { CarrierTable } from "@/components/carriers/carrier-table";
import { Alert } from "@/components/ui/card";
import { listCarriersAction } from "@/lib/actions/list-carriers";

export const metadata = { title: "Carriers" };

export default async function CarriersPage() {
  const result = await listCarriersAction();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Carriers</h1>
        <p className="text-sm text-slate-600">
          Carriers the insurance data service knows, and which policy types it can look up at each.
        </p>
      </div>
      {result.ok ? <CarrierTable carriers={result.data} /> : <Alert>{result.message}</Alert>}
    </div>
  );
}
