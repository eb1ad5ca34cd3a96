// The service's error shape: `{ message, type }` with a machine-readable `type` matching ^[a-z0-9_]+$.

export type ErrorType =
  'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'rate_limit_exceeded' | 'internal_server_error';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    message: string,
  ) {
    super(message);
  }

  body(): { message: string; type: ErrorType } {
    return { message: this.message, type: this.type };
  }
}

export const notFound = (): ApiError => new ApiError(404, 'not_found', 'Not found');
export const badRequest = (message: string): ApiError => new ApiError(400, 'bad_request', message);
export const forbidden = (message = 'Forbidden'): ApiError => new ApiError(403, 'forbidden', message);
export const unauthorized = (message = 'Unauthorized'): ApiError => new ApiError(401, 'unauthorized', message);
