import { describe, expect, it } from 'vitest';
import { canAddNew, deleteBody, editorForEvent, editorForNew, parseReading, saveBody } from './eventEditor';
import { eventFixture } from './eventFixture';

describe('parseReading (spec 2 §5: a number, minimum 0)', () => {
  it('accepts numbers with a point or a comma, including 0', () => {
    expect(parseReading('0')).toEqual({ value: 0 });
    expect(parseReading(' 12,5 ')).toEqual({ value: 12.5 });
    expect(parseReading('7.')).toEqual({ value: 7 });
  });
  it('refuses empty text, words and negative numbers with Polish messages', () => {
    expect(parseReading('')).toEqual({ error: 'Podaj ilość paliwa.' });
    expect(parseReading('abc')).toEqual({ error: 'Ilość paliwa musi być liczbą.' });
    expect(parseReading('1e3')).toEqual({ error: 'Ilość paliwa musi być liczbą.' });
    expect(parseReading('-1')).toEqual({ error: 'Ilość paliwa nie może być mniejsza niż 0.' });
  });
});

describe('editor start', () => {
  const fuelling = eventFixture({ id: 9, eid: 21, val: 453, fdt: '2026-03-01 10:00:00', tdt: '2026-03-01 10:05:00' });
  const stop = eventFixture({ eid: 1, fdt: '2026-03-01 12:00:00', tdt: '2026-03-01 12:40:00' });

  it('edits a fuel event with its dates and litres', () => {
    expect(editorForEvent(fuelling)).toEqual({
      edited: fuelling,
      type: 21,
      from: '2026-03-01 10:00:00',
      to: '2026-03-01 10:05:00',
      value: '45,3',
    });
  });
  it('adds over a stop or halt with its dates and value 0', () => {
    expect(editorForEvent(stop)).toMatchObject({ edited: null, type: 21, from: stop.fdt, to: stop.tdt, value: '0' });
    expect(editorForNew(22, stop, '2026-03-01 15:00:00')).toMatchObject({ type: 22, from: stop.fdt, to: stop.tdt });
  });
  it('adds at the current point otherwise, else at the selected event, else not at all', () => {
    expect(editorForNew(21, fuelling, '2026-03-01 15:00:00')).toMatchObject({
      edited: null,
      from: '2026-03-01 15:00:00',
      to: '2026-03-01 15:00:00',
      value: '0',
    });
    expect(editorForNew(21, fuelling, null)).toMatchObject({ from: fuelling.fdt, to: fuelling.fdt });
    expect(editorForNew(21, null, null)).toBeNull();
  });
  it('can add exactly when editorForNew gives an editor, whichever point is current', () => {
    for (const selected of [null, fuelling, stop])
      for (const time of [null, '2026-03-01 15:00:00'])
        expect(canAddNew(selected, time !== null)).toBe(editorForNew(21, selected, time) !== null);
  });
});

describe('request bodies', () => {
  const loss = eventFixture({ eid: 22, val: 200, fdt: '2026-03-01 10:00:00', tdt: null });
  it('saves a new event without the edited type', () => {
    const state = editorForNew(22, null, '2026-03-01 15:00:00')!;
    expect(saveBody(7, { ...state, value: '30,5' })).toEqual({
      id: 7,
      from_date: '2026-03-01 15:00:00',
      to_date: '2026-03-01 15:00:00',
      value: 30.5,
      save_event_type_id: 22,
    });
  });
  it('replaces an edited event, possibly with another type', () => {
    const state = { ...editorForEvent(loss), type: 21 as const };
    expect(saveBody(7, state)).toEqual({
      id: 7,
      event_type_id: 22,
      orig_from_date: '2026-03-01 10:00:00',
      from_date: '2026-03-01 10:00:00',
      to_date: '2026-03-01 10:00:00',
      value: 20,
      save_event_type_id: 21,
    });
  });
  it('gives no body for an invalid reading', () => {
    expect(saveBody(7, { ...editorForEvent(loss), value: '-2' })).toBeNull();
  });
  it('deletes by type and start', () => {
    expect(deleteBody(7, { ...loss, eid: 22 })).toMatchObject({
      id: 7,
      event_type_id: 22,
      save_event_type_id: 22,
      from_date: loss.fdt,
    });
  });
});
