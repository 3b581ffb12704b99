import { describe, expect, it } from 'vitest';
import { eventName, ioOfEvent, switchedOnWord, vehicleEventName, type IoDescriptions } from '.';

const io = (inputs: (string | null)[], outputs: (string | null)[] = []): IoDescriptions => ({
  inputs: inputs.map((description) => (description === null ? null : { description })),
  outputs: outputs.map((description) => (description === null ? null : { description })),
});

describe('ioOfEvent', () => {
  it('maps 9–16 to inputs 1–8 and 17–20 to outputs 1–4, nothing else', () => {
    expect(ioOfEvent(9)).toEqual({ kind: 'input', n: 1 });
    expect(ioOfEvent(16)).toEqual({ kind: 'input', n: 8 });
    expect(ioOfEvent(17)).toEqual({ kind: 'output', n: 1 });
    expect(ioOfEvent(20)).toEqual({ kind: 'output', n: 4 });
    for (const eid of [8, 21, 4, 0, 100]) expect(ioOfEvent(eid)).toBeNull();
  });
});

describe('vehicleEventName (issue 27 §4)', () => {
  it("names an input's or output's event by the vehicle's description", () => {
    const vehicle = io(['Stacyjka', 'Pompa wody', null, 'Agregat'], ['Blokada silnika', '', 'Syrena']);
    expect(vehicleEventName(10, vehicle)).toBe('Pompa wody załączona');
    expect(vehicleEventName(9, vehicle)).toBe('Stacyjka załączona');
    expect(vehicleEventName(12, vehicle)).toBe('Agregat załączony');
    expect(vehicleEventName(17, vehicle)).toBe('Blokada silnika załączona');
    expect(vehicleEventName(19, vehicle)).toBe('Syrena załączona');
  });

  it("falls back to the catalogue's name without a description, or for other events", () => {
    const vehicle = io(['Stacyjka', '   ', null], ['', 'Syrena']);
    expect(vehicleEventName(10, vehicle)).toBe('Wejście 2 załączone');
    expect(vehicleEventName(11, vehicle)).toBe('Wejście 3 załączone');
    expect(vehicleEventName(16, vehicle)).toBe('Wejście 8 załączone');
    expect(vehicleEventName(17, vehicle)).toBe('Wyjście 1 załączone');
    expect(vehicleEventName(10, null)).toBe('Wejście 2 załączone');
    expect(vehicleEventName(10, undefined)).toBe(eventName(10));
    expect(vehicleEventName(4, vehicle)).toBe('Przekroczenie prędkości');
    expect(vehicleEventName(500, vehicle)).toBe('Nieznane zdarzenie');
  });

  it('keeps the description as typed (trimmed, inner spacing collapsed)', () => {
    expect(vehicleEventName(9, io(['  Drzwi   ładowni ']))).toBe('Drzwi ładowni załączone');
    expect(vehicleEventName(9, io(['PTO']))).toBe('PTO załączone');
  });
});

describe('switchedOnWord: the participle agrees with the description', () => {
  it.each([
    // feminine head nouns (and adjectives) in -a
    ['Pompa wody', 'załączona'],
    ['Przystawka odbioru mocy', 'załączona'],
    ['Lewa klapa', 'załączona'],
    ['Jazda', 'załączona'],
    ['Moc', 'załączona'],
    ['Sieć', 'załączona'],
    ['Wolność', 'załączona'],
    ['Oś podnoszona', 'załączona'],
    // masculine: a consonant, or an adjective in -ny/-wy/-ty/-ski/-cki/-szy/-czy/-ni
    ['Agregat', 'załączony'],
    ['Wyłącznik szybki', 'załączony'],
    ['Hamulec ręczny', 'załączony'],
    ['Główny wyłącznik', 'załączony'],
    ['Lewy kierunkowskaz', 'załączony'],
    ['Przedni reflektor', 'załączony'],
    // neuter and plural (the same participle)
    ['Drzwi komory', 'załączone'],
    ['Ogrzewanie postojowe', 'załączone'],
    ['Światło ostrzegawcze', 'załączone'],
    ['Światła mijania', 'załączone'],
    ['Ogniwa', 'załączone'],
    ['Tylne drzwi', 'załączone'],
    ['Reflektory', 'załączone'],
    ['Wycieraczki', 'załączone'],
    ['Webasto', 'załączone'],
    ['HDS', 'załączone'],
    ['Czujnik 2', 'załączony'],
    ['2 bieg', 'załączone'],
    ['#', 'załączone'],
  ])('%s → %s', (description, word) => {
    expect(switchedOnWord(description)).toBe(word);
  });
});
