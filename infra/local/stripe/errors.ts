/** Errors of the local Stripe stand-in, in Stripe's shape (`{ error: { type, message, param, code } }`). */

export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  toJSON() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        ...(this.code ? { code: this.code } : {}),
      },
    };
  }
}

export const invalid = (message: string, param?: string, code = 'parameter_invalid') =>
  new StripeApiError(400, 'invalid_request_error', message, param, code);
export const missing = (param: string) =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, param, 'parameter_missing');
export const noSuch = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, param, 'resource_missing');
