import type { ErrCode } from '@namiar/domain';

/** The error envelope of DESIGN §6. Business errors travel with HTTP 200, malformed requests with 400. */
export const errGlobal = (global: string) => ({ err: { global } });
export const errCode = (code: ErrCode) => ({ err: { code } });
export const errFields = (fields: Record<string, string>) => ({ err: fields });

/** An error that carries its whole answer; the app's error handler sends it as it is. */
export class AnswerError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { err: Record<string, string> },
  ) {
    super(`HTTP ${statusCode}`);
  }
}

/** Thrown by body parsing: a 400 with the Polish field messages. */
export class BadRequestError extends AnswerError {
  constructor(fields: Record<string, string>) {
    super(400, { err: fields });
  }
}
