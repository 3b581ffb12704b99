/**
 * The event catalogue, ids 1–99 (spec 1 §3.10, spec 2 §3.2): id, code, Polish name and the
 * display rules that depend only on the type. Event detection lives in the engine.
 */

export interface EventType {
  eid: number;
  code: string;
  name: string;
}

export const UNKNOWN_EVENT_NAME = 'Nieznane zdarzenie';

const base: EventType[] = [
  { eid: 1, code: 'E_STOP', name: 'Postój' },
  { eid: 2, code: 'E_STAY', name: 'Zatrzymanie' },
  { eid: 3, code: 'E_DRIVE', name: 'Jazda' },
  { eid: 4, code: 'E_SPEED', name: 'Przekroczenie prędkości' },
  { eid: 5, code: 'E_GPS', name: 'Brak GPS' },
  { eid: 6, code: 'E_ANT_OFF', name: 'Odłączona antena GPS' },
  { eid: 7, code: 'E_ANT_SHORT', name: 'Zwarcie anteny GPS' },
  { eid: 8, code: 'E_CASE', name: 'Otwarcie obudowy' },
  { eid: 21, code: 'E_REFUEL', name: 'Tankowanie' },
  { eid: 22, code: 'E_FUEL_LOSS', name: 'Ubytek paliwa' },
  { eid: 23, code: 'E_HIGH_USAGE', name: 'Duże zużycie paliwa' },
  { eid: 24, code: 'E_LPG', name: 'Wyciek LPG' },
  { eid: 25, code: 'E_DRIVER', name: 'Podłączenie identyfikatora kierowcy' },
  { eid: 26, code: 'E_PASSENGER', name: 'Podłączenie identyfikatora pasażera' },
  /** Namiar's: the id the spec's catalogue leaves free (issue 16 §3, docs/decisions.md). */
  { eid: 27, code: 'E_POWER_ORDER', name: 'Przekroczenie mocy zamówionej' },
  { eid: 36, code: 'E_POWER', name: 'Zasilanie wewnętrzne' },
  { eid: 37, code: 'E_PROBE1', name: 'Sonda 1 - brak sygnału' },
  { eid: 38, code: 'E_PROBE2', name: 'Sonda 2 - brak sygnału' },
  { eid: 39, code: 'E_FUEL_LOSS_GUARD', name: 'Ubytek paliwa (dozór)' },
  { eid: 40, code: 'E_HIGH_MTH', name: 'Duże zużycie na motogodzinę' },
  { eid: 41, code: 'E_FLOW_MIN', name: 'Przepływomierz - minimum' },
  { eid: 42, code: 'E_FLOW_MAX', name: 'Przepływomierz - maksimum' },
  { eid: 43, code: 'E_HARSH_BRAKE', name: 'Gwałtowne hamowanie' },
  { eid: 44, code: 'E_HARSH_ACCEL', name: 'Gwałtowne przyspieszanie' },
  { eid: 45, code: 'E_GPS_KEY', name: 'Brak GPS przy włączonej stacyjce' },
  { eid: 46, code: 'E_NO_DRIVER', name: 'Praca silnika bez kierowcy' },
  { eid: 51, code: 'E_LOW_VOLTAGE', name: 'Napięcie poniżej minimum' },
];

const inputs = Array.from({ length: 8 }, (_, i) => ({
  eid: 9 + i,
  code: `E_IN${i + 1}`,
  name: `Wejście ${i + 1} załączone`,
}));
const outputs = Array.from({ length: 4 }, (_, i) => ({
  eid: 17 + i,
  code: `E_OUT${i + 1}`,
  name: `Wyjście ${i + 1} załączone`,
}));

/** Temperature min/max pairs: sensors 1–4 at 28–35, sensors 5–16 at 76–99. */
function temperaturePair(eid: number, sensor: number): EventType[] {
  return [
    { eid, code: `E_T${sensor}_MIN`, name: `Temperatura ${sensor} poniżej minimum` },
    { eid: eid + 1, code: `E_T${sensor}_MAX`, name: `Temperatura ${sensor} powyżej maksimum` },
  ];
}
const temperatures = [
  ...Array.from({ length: 4 }, (_, i) => temperaturePair(28 + 2 * i, i + 1)).flat(),
  ...Array.from({ length: 12 }, (_, i) => temperaturePair(76 + 2 * i, i + 5)).flat(),
];
const thermometersMissing = Array.from({ length: 4 }, (_, i) => ({
  eid: 47 + i,
  code: `E_T${i + 1}_NONE`,
  name: `Termometr ${i + 1} - brak odczytu`,
}));

/** Inspection reminder and overrun events for P1, P2, P3, other, W1–W8 at 52–75. */
const INSPECTION_ITEMS = ['P1', 'P2', 'P3', 'inne', 'W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const inspections = INSPECTION_ITEMS.flatMap((item, i) => [
  { eid: 52 + 2 * i, code: `E_INS_${item.toUpperCase()}_REMIND`, name: `Przegląd ${item} - przypomnienie` },
  { eid: 53 + 2 * i, code: `E_INS_${item.toUpperCase()}_OVERRUN`, name: `Przegląd ${item} - przekroczenie` },
]);

export const EVENT_TYPES: readonly EventType[] = [
  ...base,
  ...inputs,
  ...outputs,
  ...temperatures,
  ...thermometersMissing,
  ...inspections,
].sort((a, b) => a.eid - b.eid);

/**
 * Stays in own points (100) and bases (101), from entry to exit: Namiar's own types after the
 * spec's catalogue of 1–99 (docs/events.md §14). Not alarms; the event's POI names the area.
 */
export const AREA_EVENT_TYPES: readonly EventType[] = [
  { eid: 100, code: 'E_POI', name: 'Pobyt w punkcie własnym' },
  { eid: 101, code: 'E_BASE', name: 'Pobyt w bazie' },
];

const byId = new Map([...EVENT_TYPES, ...AREA_EVENT_TYPES].map((e) => [e.eid, e]));

export function eventType(eid: number): EventType | undefined {
  return byId.get(eid);
}

export function eventName(eid: number): string {
  return byId.get(eid)?.name ?? UNKNOWN_EVENT_NAME;
}
