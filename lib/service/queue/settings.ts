/** Queue names: one job per proxy operation, one per webhook delivery attempt. */
export const QUEUES = {
  proxyOperation: "proxy-operation",
  /** Where pg-boss moves a proxy job that failed its last retry, or expired on it (a crashed worker). */
  proxyOperationFailed: "proxy-operation-failed",
  webhookDelivery: "webhook-delivery",
} as const;

export interface QueueSettings {
  /** Retries of a proxy job after its first run, for outages and crashes. */
  proxyRetryLimit: number;
  proxyRetryDelaySeconds: number;
  proxyRetryBackoff: boolean;
  /**
   * A run still active after this long is taken for crashed and retried: above the connector's
   * 20 s budget and a document's download (30 s) plus its deadline (documentDeadlineSeconds).
   */
  proxyExpireInSeconds: number;
  /** Time to read one downloaded document before it is answered document-invalid. */
  documentDeadlineSeconds: number;
  /** A document run's row lease (renewed while it runs): how long a crashed run blocks a retry. */
  documentLeaseSeconds: number;
  /** Retries of a delivery job that failed inside our code; the receiver's failures follow the event schedule. */
  webhookRetryLimit: number;
  webhookExpireInSeconds: number;
  pollingIntervalSeconds: number;
  /** How often expired jobs are detected (and so how soon a crashed job is retried). */
  maintenanceIntervalSeconds: number;
  /** Parallel jobs per queue in one worker process. */
  proxyConcurrency: number;
  webhookConcurrency: number;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  proxyRetryLimit: 3,
  proxyRetryDelaySeconds: 5,
  proxyRetryBackoff: true,
  proxyExpireInSeconds: 120,
  documentDeadlineSeconds: 30,
  documentLeaseSeconds: 15,
  webhookRetryLimit: 3,
  webhookExpireInSeconds: 60,
  pollingIntervalSeconds: 1,
  maintenanceIntervalSeconds: 60,
  proxyConcurrency: 4,
  webhookConcurrency: 4,
};

export interface ProxyOperationJob {
  operationId: string;
}

export interface WebhookDeliveryJob {
  eventId: string;
  trigger: "schedule" | "redeliver";
}

/** A document's download (up to 30 s) and a minute's slack, besides its reading deadline. */
const DOWNLOAD_AND_SLACK_SECONDS = 90;

/** A run is taken for crashed only well after its document's download and deadline could have passed. */
export function queueSettingsFor(documentDeadlineSeconds: number): Partial<QueueSettings> {
  return {
    documentDeadlineSeconds,
    proxyExpireInSeconds: Math.max(
      DEFAULT_QUEUE_SETTINGS.proxyExpireInSeconds,
      documentDeadlineSeconds + DOWNLOAD_AND_SLACK_SECONDS,
    ),
  };
}
