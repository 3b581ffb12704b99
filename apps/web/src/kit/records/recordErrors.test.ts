import { describe, expect, it } from 'vitest';
import { saveRefusal } from './recordErrors';

describe('a refused save', () => {
  const known = (name: (string | number)[]) => ['reg_no', 'imei', 'inputs'].includes(String(name[0]));

  it('puts field messages next to the fields the form has, the rest into the alert', () => {
    const r = saveRefusal(
      {
        err: {
          global: 'Uzupełnij poprawnie dane',
          reg_no: 'Nazwa obiektu jest wymagana',
          'inputs.2.min_duration': 'Podaj liczbę od 0 do 86400.',
          vid: 'Nieprawidłowa wartość.',
        },
      },
      known,
    );
    expect(r.fields).toEqual([
      { name: ['reg_no'], errors: ['Nazwa obiektu jest wymagana'] },
      { name: ['inputs', 2, 'min_duration'], errors: ['Podaj liczbę od 0 do 86400.'] },
    ]);
    expect(r.alert).toBe('Uzupełnij poprawnie dane Nieprawidłowa wartość.');
  });

  it('has nothing to show for an answer without err', () => {
    expect(saveRefusal({ ok: true }, known)).toEqual({ fields: [], alert: null });
    expect(saveRefusal(undefined, known)).toEqual({ fields: [], alert: null });
  });
});
