import { eventName } from './catalogue';

/**
 * Events of inputs and outputs named by what the vehicle's inputs and outputs are (issue 27 §4):
 * 'Pompa wody załączona', not 'Wejście 2 załączone'. Every place that names an event of a
 * vehicle — the alarms screen, the monitor's alarm window, the route's events, its exports, the
 * alarm e-mail — names it here, from the vehicle's configuration (the vehicle editor's
 * 'Wejścia' and 'Wyjścia': VehicleConfig inputs and outputs fit this shape as they are).
 */

/** A vehicle's inputs 1–8 and outputs 1–4 (index n-1), of which only the description is read. */
export interface IoDescriptions {
  inputs: readonly ({ description?: string | null } | null | undefined)[];
  outputs: readonly ({ description?: string | null } | null | undefined)[];
}

/** First event ids of the catalogue's 'input N on' (9–16) and 'output N on' (17–20) types. */
export const INPUT_EVENT_FIRST = 9;
export const OUTPUT_EVENT_FIRST = 17;
const INPUT_EVENTS = 8;
const OUTPUT_EVENTS = 4;

/** The input or output an event type is about; null for every other type. */
export function ioOfEvent(eid: number): { kind: 'input' | 'output'; n: number } | null {
  if (eid >= INPUT_EVENT_FIRST && eid < INPUT_EVENT_FIRST + INPUT_EVENTS)
    return { kind: 'input', n: eid - INPUT_EVENT_FIRST + 1 };
  if (eid >= OUTPUT_EVENT_FIRST && eid < OUTPUT_EVENT_FIRST + OUTPUT_EVENTS)
    return { kind: 'output', n: eid - OUTPUT_EVENT_FIRST + 1 };
  return null;
}

/** Whether the type's name depends on the vehicle (a reader of names loads descriptions only then). */
export function isIoEvent(eid: number): boolean {
  return ioOfEvent(eid) !== null;
}

const PARTICIPLE = { feminine: 'załączona', masculine: 'załączony', other: 'załączone' } as const;

/** Plural nouns in -a (neuter plurals) an input is often named by: 'Światła mijania załączone'. */
const PLURAL_IN_A = new Set(['światła', 'ogniwa', 'wrota', 'koła', 'skrzydła', 'okna', 'lusterka', 'drzwiczki']);
/** Feminine nouns that end in a consonant: 'Moc załączona'. */
const FEMININE_CONSONANT = new Set(['moc', 'pomoc', 'sieć', 'oś', 'nić', 'mysz']);
/** Endings of a masculine adjective in the singular ('Główny', 'Lewy', 'Ręczny', 'Przedni'). */
const MASCULINE_ADJECTIVE = /(ny|wy|ty|ski|cki|dzki|szy|czy|ni)$/;

/**
 * 'załączona', 'załączony' or 'załączone': the participle that agrees with a description, read
 * from its first word (the head noun, or an adjective before it, which agrees with it): -a is
 * feminine (but for the plurals of PLURAL_IN_A), a consonant masculine (but -ść and
 * FEMININE_CONSONANT), -y/-i a plural unless it is a masculine adjective's ending, -o/-e/-ę
 * neuter. Neuter and plural share 'załączone', which is also what a word that is no Polish noun
 * gets (an abbreviation like 'PTO', a number). A rule of thumb, not a dictionary: docs/events.md.
 */
export function switchedOnWord(description: string): string {
  const first = description.trim().split(/\s+/)[0] ?? '';
  // An abbreviation or anything with digits or signs: no gender to read.
  if (!/^\p{L}+$/u.test(first) || (first.length > 1 && first === first.toUpperCase())) return PARTICIPLE.other;
  const word = first.toLowerCase();
  if (PLURAL_IN_A.has(word)) return PARTICIPLE.other;
  if (FEMININE_CONSONANT.has(word) || word.endsWith('ść')) return PARTICIPLE.feminine;
  if (word.endsWith('a')) return PARTICIPLE.feminine;
  if (/[eoęu]$/.test(word)) return PARTICIPLE.other;
  if (/[yi]$/.test(word)) return MASCULINE_ADJECTIVE.test(word) ? PARTICIPLE.masculine : PARTICIPLE.other;
  return PARTICIPLE.masculine;
}

function descriptionOf(io: IoDescriptions, kind: 'input' | 'output', n: number): string | null {
  const text = (kind === 'input' ? io.inputs : io.outputs)[n - 1]?.description;
  if (typeof text !== 'string') return null;
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean === '' ? null : clean;
}

/**
 * The name of a vehicle's event: for an input (9–16) or output (17–20) with a description, the
 * description and the participle that agrees with it ('Pompa wody załączona', 'Agregat
 * załączony', 'Drzwi ładowni załączone'); otherwise the catalogue's name ('Wejście 3
 * załączone', 'Przekroczenie prędkości'). `io` null: the vehicle is not known (the catalogue).
 */
export function vehicleEventName(eid: number, io: IoDescriptions | null | undefined): string {
  const which = ioOfEvent(eid);
  if (!which || !io) return eventName(eid);
  const description = descriptionOf(io, which.kind, which.n);
  return description === null ? eventName(eid) : `${description} ${switchedOnWord(description)}`;
}
