/**
 * Every Polish string of the interface, in one catalogue (DESIGN §2). Texts quoted by the
 * specification are copied verbatim; the rest are written to match them in tone.
 * Messages the server answers (err.global, validation) come from @namiar/domain MSG instead.
 */
import type { MenuSectionKey, ReportGroup } from '@namiar/domain';

export const pl = {
  product: {
    name: 'Namiar',
    tagline: 'Monitoring pojazdów i floty',
  },

  login: {
    title: 'Logowanie',
    subtitle: 'Zaloguj się, aby zobaczyć swoją flotę',
    clogin: 'Nazwa klienta',
    ulogin: 'Login',
    password: 'Hasło',
    submit: 'Zaloguj',
    failedTitle: 'Błąd logowania',
    failedDefault: 'Błąd logowania',
    required: 'Pole jest wymagane',
  },

  topBar: {
    menu: 'Menu',
    alarms: 'Niezaakceptowane alarmy',
    reminders: 'Przypomnienia',
    settings: 'Ustawienia aplikacji',
    logout: 'Wyloguj',
  },

  menuSections: {
    monitoring: 'Monitoring',
    reports: 'Raporty',
    evidence: 'Ewidencja',
    ecodriving: 'EcoDriving',
    system: 'System',
  } satisfies Record<MenuSectionKey, string>,

  /** Labels of the menu keys produced by the domain's buildMenu (links and submenus). */
  menuItems: {
    monit: 'Monitoring',
    route: 'Trasa',
    sms: 'SMS',
    'reports.vehicles': 'Wszystkie pojazdy',
    'reports.drivers': 'Kierowcy',
    'reports.pois': 'Punkty własne',
    'reports.gprs': 'GPRS',
    vehicles: 'Pojazdy',
    drivers: 'Kierowcy',
    base: 'Bazy',
    poi: 'Punkty własne',
    ids: 'Identyfikatory',
    reminders: 'Przypomnienia',
    alarms: 'Alarmy',
    fuelinvoices: 'Faktury paliwowe',
    fuelloss: 'Ubytki paliwa',
    inspections: 'Przeglądy',
    'inspections.ep': 'Ewidencja przeglądów okresowych',
    'inspections.pp': 'Wykonaj przegląd okresowy',
    'inspections.ew': 'Ewidencja przeglądów wg czasu pracy',
    'inspections.pw': 'Wykonaj przegląd wg czasu pracy',
    counters: 'Liczniki energii',
    'eco.report1': 'Raport 1-minutowy',
    'eco.report15': 'Raport 15-minutowy',
    'eco.transgression': 'Raport przekroczeń mocy',
    powerorder: 'Moc zamówiona',
    users: 'Użytkownicy',
    gprsconfig: 'Konfiguracja GPRS',
    ctables: 'Czyszczenie i generowanie raportów',
    logout: 'Wyloguj',
  } as Record<string, string>,

  reportGroups: {
    vehicles: 'Wszystkie pojazdy',
    drivers: 'Kierowcy',
    pois: 'Punkty własne',
    gprs: 'GPRS',
  } satisfies Record<ReportGroup, string>,

  /** Report names by report id (spec 1 §2.2, spec 2 §2.2). */
  reports: {
    repvehdaily: 'Raport dzienny standardowy',
    repvehbases: 'Raport pobytów w bazach',
    repvehworkday: 'Raport dnia pracy',
    repvehids: 'Raport identyfikatorów w pojazdach',
    repvehcourses: 'Raport kursów',
    repvehkmcounters: 'Raport liczników kilometrów',
    repvehpoi: 'Raport wizyt w punktach własnych',
    repvehshifts: 'Raport zmianowy',
    repvehspeeds: 'Raport przekroczeń prędkości',
    repvehfueltanks: 'Raport tankowań i ubytków paliwa',
    repvehcurfuel: 'Raport bieżącego stanu paliwa',
    repdrvstaffing: 'Raport obsady pojazdów',
    identifiers: 'Raport identyfikatorów kierowców',
    reppoiveh: 'Raport pobytów pojazdów w punktach',
    repgprslogs: 'Logi GPRS',
    repgprsconnections: 'Połączenia GPRS',
  } as Record<string, string>,

  /** Titles of the screens of spec 1 §2.1, keyed by the route's screen key. */
  screens: {
    monit: 'Monitoring',
    route: 'Trasa',
    reports: 'Raporty',
    alarms: 'Alarmy',
    vehicles: 'Pojazdy',
    vehicleEdit: 'Pojazd',
    drivers: 'Kierowcy',
    driverEdit: 'Kierowca',
    poi: 'Punkty własne',
    poiEdit: 'Punkt własny',
    base: 'Bazy',
    baseEdit: 'Baza',
    ids: 'Identyfikatory',
    idEdit: 'Identyfikator',
    reminders: 'Przypomnienia',
    reminderEdit: 'Przypomnienie',
    gprsconfig: 'Konfiguracja GPRS',
    fuelinvoices: 'Faktury paliwowe',
    fuelloss: 'Ubytki paliwa',
    inspections: 'Przeglądy',
    inspectionsEp: 'Przeglądy okresowe',
    inspectionsEw: 'Przeglądy wg czasu pracy',
    inspectionEdit: 'Edycja przeglądu',
    inspectionPerformPp: 'Wykonaj, zatrzymaj, wznów przegląd',
    inspectionPerformPw: 'Wykonaj przegląd',
    users: 'Użytkownicy',
    userEdit: 'Użytkownik',
    sms: 'SMS',
    smsSend: 'Wyślij SMS',
    ctables: 'Czyszczenie i generowanie raportów',
    counters: 'Liczniki energii',
    counterEdit: 'Licznik',
    ecodriving: 'EcoDriving',
    ecoReport1: 'Raport 1-minutowy',
    ecoReport15: 'Raport 15-minutowy',
    ecoTransgression: 'Raport przekroczeń mocy',
    powerorder: 'Moc zamówiona',
    powerorderEdit: 'Moc zamówiona',
  },

  newRecord: 'nowy',

  notAvailable: {
    text: 'Ten moduł nie jest jeszcze dostępny.',
    hint: 'Pracujemy nad nim — pojawi się w jednej z kolejnych wersji programu.',
    back: 'Przejdź do monitoringu',
  },

  /** Monitoring screen frame (page, toolbar). */
  monit: {
    loading: 'Wczytuję monitoring',
  },

  /** Vehicle list, its toolbar, chooser, sort, chips, popovers, context menus, settings dialog. */
  monitList: {},

  /** OpenLayers map of the monitor: markers, clusters, layers, POIs, map context menu. */
  monitMap: {},

  /** Route widget under the map and the route-creation dialog 'Tworzenie trasy'. */
  monitRoute: {},

  /** Alarm window, alarm acceptance dialog and the reminders window. */
  alarmWindow: {},

  permissionDenied: {
    title: 'Nie masz uprawnień do tej części programu.',
    hint: 'Jeśli chcesz uzyskać dostęp, skontaktuj się z administratorem',
  },

  loader: {
    cancel: 'Anuluj',
    saveSettings: 'Zapisuję ustawienia...',
  },

  errors: {
    network: 'Brak połączenia z serwerem. Sprawdź połączenie z internetem.',
    http: (status: number, statusText: string) => `Błąd serwera (HTTP ${status}${statusText ? ` ${statusText}` : ''}).`,
    badAnswer: 'Serwer zwrócił nieprawidłową odpowiedź.',
    toastTitle: 'Błąd',
  },

  settings: {
    title: 'Ustawienia aplikacji',
    tabShifts: 'Zmiany',
    tabOther: 'Inne',
    tabInfo: 'Info',
    shift1: 'Początek zmiany I',
    shift2: 'Początek zmiany II',
    shift3: 'Początek zmiany III',
    minCourseTime: 'Minimalny czas kursu',
    minutes: 'min',
    reportStartDayFrom: 'Godzina początku dnia (raport dzienny)',
    reportStartDayHint: 'Od tej godziny liczony jest dzień w raporcie dziennym.',
    maxStopTime: 'Maksymalny czas postoju/zatrzymania',
    hours: 'godz.',
    maxStopHint: 'Dłuższy postój lub zatrzymanie jest oznaczane na czerwono.',
    reset: 'Przywróć ustawienia domyślne',
    resetWarning: 'Operacji nie można cofnąć!',
    resetConfirmTitle: 'Przywrócić ustawienia domyślne?',
    resetConfirmOk: 'Przywróć',
    appVersion: 'Wersja aplikacji',
    customer: 'Zalogowany klient',
    user: 'Zalogowany użytkownik',
    cancel: 'Anuluj',
    save: 'Zapisz',
    saved: 'Ustawienia zapisane',
  },

  common: {
    cancel: 'Anuluj',
    noData: '--',
  },
} as const;

/** Display name of a report id; unknown ids are shown as they are. */
export function reportName(id: string): string {
  return pl.reports[id] ?? id;
}

/** Label of a buildMenu key; report links use the report catalogue ('report.<id>'). */
export function menuLabel(key: string): string {
  if (key.startsWith('report.')) return reportName(key.slice('report.'.length));
  return pl.menuItems[key] ?? key;
}
