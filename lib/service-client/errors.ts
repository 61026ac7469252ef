/** A failed call to the insurance data service, carrying the contract's error envelope. */
export class ServiceCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export const UNREACHABLE = "The insurance data service could not be reached. Please try again in a moment.";
