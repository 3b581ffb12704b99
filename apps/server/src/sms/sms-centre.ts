/**
 * An SMS centre the server sends through (SMPP, smpp-link.ts). Kept as an interface so the SMS
 * service does not depend on the protocol library.
 */
export interface SmsCentre {
  /** Hands one SMS to the centre; resolves with the centre's message id, rejects with its refusal. */
  submit(phone: string, text: string): Promise<string>;
  /** True while bound to the centre. */
  readonly bound: boolean;
  close(): Promise<void>;
}
