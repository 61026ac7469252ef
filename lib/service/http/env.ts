import type { ClientRecord } from "@/lib/service/clients/repo";

export interface ServiceEnv {
  Variables: {
    requestId: string;
    /** The client the request acts for (the destination when a platform client names one). */
    client: ClientRecord;
    /** The client whose credentials were presented. */
    caller: ClientRecord;
  };
}
