import { MSG } from '../../messages';

/** Polish refusals of the drive reports (shifts, workday, courses, speeds). */
export const DRIVE_REPORT_MSG = {
  /** The builder requires a ticked shift (spec 2 §5); a request without one is refused. */
  noShift: 'Wybierz min. jedną zmianę.',
  command: 'Nieprawidłowe polecenie: dozwolone get lub set.',
  module: 'Nieprawidłowa nazwa modułu (najwyżej 64 znaki).',
  inputNamesJson: 'Nieprawidłowe opisy kolumn: podaj obiekt JSON z polami input_1–input_4.',
  inputNameTooLong: (max: number) => MSG.tooLong(max),
} as const;
