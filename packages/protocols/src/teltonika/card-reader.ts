/**
 * A driver card reader on a Teltonika device's serial port sends its state as a Codec 13 text,
 * e.g. `GTSL|6|1|0|<driver id>|1|` (issue 13 §6). Only the layout is known: fields split by
 * '|', the first `GTSL`, the fifth the driver identifier; what the numbers around it mean is not
 * documented anywhere we found [U], so they are not read. An empty or all-zero identifier means
 * no card (the engine's rule for driver identifiers: packages/domain normalizeDriver).
 *
 * Returns the identifier ('' when the card was taken out), or null when the text is not a card
 * reader's.
 */
export function cardReaderDriver(text: string): string | null {
  const fields = text.trim().split('|');
  if (fields[0] !== 'GTSL' || fields.length < 5) return null;
  const id = fields[4].trim();
  return /^0*$/.test(id) ? '' : id;
}
