/**
 * Polish texts that the server answers (err.global, field messages) and that shared
 * validation produces. The web's own interface texts live in apps/web/src/kit/i18n/pl.ts.
 */
export const MSG = {
  required: 'Pole jest wymagane',
  loginFailed: 'Błąd logowania',
  badCredentials: 'Nieprawidłowa nazwa klienta, login lub hasło.',
  tokenInvalid: 'Sesja logowania wygasła. Spróbuj zalogować się ponownie.',
  userInactive: 'Konto użytkownika jest nieaktywne. Skontaktuj się z administratorem.',
  tooManyAttempts: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za chwilę.',
  rateLimited: 'Zbyt wiele zapytań. Spróbuj ponownie za chwilę.',
  badRequest: 'Nieprawidłowe zapytanie.',
  /** Issue 28 §3: a NUL or a broken Unicode character in any text of a request. */
  badText: 'Tekst zawiera niedozwolony znak (znak NUL lub niepełny znak Unicode). Usuń go i spróbuj ponownie.',
  badOrigin: 'Zapytanie z niedozwolonego źródła.',
  serverError: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
  notFound: 'Nie znaleziono.',
  settingsInvalid: 'Nieprawidłowy dokument ustawień.',
  settingsTooLarge: 'Dokument ustawień jest zbyt duży.',
  tooLong: (max: number) => `Maksymalna długość to ${max} znaków.`,
  tooShort: (min: number) => `Minimalna długość to ${min} znaków.`,
  invalidValue: 'Nieprawidłowa wartość.',
  invalidFormat: 'Nieprawidłowy format wartości.',
  tooBig: (max: string) => `Wartość może wynosić najwyżej ${max}.`,
  tooSmall: (min: string) => `Wartość musi wynosić co najmniej ${min}.`,
  tooManyItems: (max: number) => `Lista może mieć najwyżej ${max} elementów.`,
  tooFewItems: (min: number) => `Lista musi mieć co najmniej ${min} elementów.`,
  unknownFields: (keys: string) => `Nieznane pola: ${keys}.`,
  integerRange: (min: number, max: number) => `Podaj liczbę całkowitą od ${min} do ${max}.`,
  numberRange: (min: number, max: number) => `Podaj liczbę od ${min} do ${max}.`,
  shiftStep: 'Godzina zmiany musi być wielokrotnością 15 minut.',
  alarmDescription: 'Długość opisu powinna być dłuższa niż 2 znaki i krótsza niż 100 znaków.',
} as const;
