import { CLIENT_CODE } from './codes';

/** A call that did not answer code 1000. `message` is the server's text or, for client failures, an i18n key. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  /** True when the request may have reached the server before failing (the outcome is unknown). */
  readonly outcomeUnknown: boolean;

  constructor(code: number, message: string, data: unknown = null, outcomeUnknown = false) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.outcomeUnknown = outcomeUnknown;
  }

  /** True for failures the client produced itself; their message is an i18n key in the common namespace. */
  get isClientFailure(): boolean {
    return (
      this.code === CLIENT_CODE.network ||
      this.code === CLIENT_CODE.timeout ||
      this.code === CLIENT_CODE.badResponse ||
      this.code === CLIENT_CODE.serverError
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failure that did not come from a server's answer (no connection, a timeout, a gateway's page): worth trying again. */
export function isConnectionFailure(error: unknown): boolean {
  return !isApiError(error) || error.isClientFailure;
}
