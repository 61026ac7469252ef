import type { ContentfulStatusCode } from "hono/utils/http-status";

export const DEFAULT_MESSAGE = "Oops something went wrong. Please try again later.";

export interface FieldProblem {
  path: string;
  message: string;
}

/** An error the client may see, in the contract's envelope. Anything else becomes a 500 `default`. */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    readonly details?: FieldProblem[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody() {
    return {
      success: false as const,
      errorCode: this.errorCode,
      message: this.message,
      ...(this.details?.length ? { details: this.details } : {}),
    };
  }
}

export const errors = {
  invalidInput: (message = "The request is invalid.", details?: FieldProblem[]) =>
    new ServiceError(400, "user-input-invalid", message, details),
  unauthorized: () =>
    new ServiceError(401, "invalid-client-credentials", "The client id or secret is missing or invalid."),
  forbidden: (message = "This client may not act for the destination client.") =>
    new ServiceError(403, "forbidden", message),
  notFound: (what = "resource") => new ServiceError(404, "not-found", `The requested ${what} was not found.`),
  tooLarge: (limit: string) => new ServiceError(413, "payload-too-large", `The request body is larger than ${limit}.`),
  rateLimited: (retryAfter: number) =>
    new ServiceError(429, "rate-limited", "Too many requests. Please retry later.", undefined, {
      "retry-after": String(retryAfter),
    }),
  internal: () => new ServiceError(500, "default", DEFAULT_MESSAGE),
};
