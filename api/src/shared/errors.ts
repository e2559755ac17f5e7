// Errors a client can act on: a GraphQL error with a stable `extensions.code` (the REST facade maps it to a status).
import { GraphQLError } from 'graphql';

/** How each error code maps onto HTTP for the REST facade. */
export type ErrorKind = 'not_found' | 'bad_input' | 'unauthenticated' | 'forbidden' | 'conflict' | 'rate_limited';

export class AppError extends GraphQLError {
  readonly kind: ErrorKind;

  constructor(code: string, kind: ErrorKind, message: string) {
    super(message, { extensions: { code } });
    this.kind = kind;
  }

  get code(): string {
    return String(this.extensions.code);
  }
}

export const HTTP_STATUS: Record<ErrorKind, number> = {
  not_found: 404,
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  conflict: 409,
  rate_limited: 429,
};
