/**
 * SMPP delivery receipts (SMPP 3.4 appendix B; deliver_sm with esm_class bit 0x04): the text
 * 'id:IIIIIIIIII sub:SSS dlvrd:DDD submit date:YYMMDDhhmm done date:YYMMDDhhmm stat:DDDDDDD
 * err:E text:...', and in SMPP 3.4+ the TLVs receipted_message_id and message_state, which win
 * when present.
 */
export type ReceiptOutcome = 'delivered' | 'failed' | 'pending';

export interface Receipt {
  messageId: string;
  outcome: ReceiptOutcome;
  /** The receipt's stat word (DELIVRD, UNDELIV, ...) for the failure text. */
  stat: string;
}

const STATE_WORDS: Record<number, string> = {
  1: 'ENROUTE',
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  6: 'ACCEPTD',
  7: 'UNKNOWN',
  8: 'REJECTD',
};

function outcomeOf(stat: string): ReceiptOutcome {
  if (stat === 'DELIVRD') return 'delivered';
  if (stat === 'ENROUTE' || stat === 'ACCEPTD' || stat === 'UNKNOWN') return 'pending';
  return 'failed';
}

export function parseReceipt(text: string, tlv: { receiptedId?: string; state?: number } = {}): Receipt | null {
  const id = tlv.receiptedId ?? /(?:^|\s)id:(\S+)/i.exec(text)?.[1];
  if (!id) return null;
  const stat =
    (tlv.state !== undefined ? STATE_WORDS[tlv.state] : undefined) ?? /stat:(\w+)/i.exec(text)?.[1]?.toUpperCase();
  if (!stat) return null;
  return { messageId: id, outcome: outcomeOf(stat), stat };
}

/** Polish text of a failed receipt. */
export function receiptFailureText(stat: string): string {
  switch (stat) {
    case 'EXPIRED':
      return 'SMS wygasł przed doręczeniem';
    case 'REJECTD':
      return 'SMS odrzucony przez centrum SMS';
    case 'DELETED':
      return 'SMS usunięty przez centrum SMS';
    default:
      return 'SMS nie został doręczony';
  }
}
