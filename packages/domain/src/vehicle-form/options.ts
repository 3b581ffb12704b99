/**
 * The fixed option lists of the vehicle editor (spec 3 §3.1: value/text pairs the details call
 * answers). Company lists (descriptions, bases, own points, phone book, e-mails, alarm codes)
 * come from the database; these are the same for every company.
 */
export interface Option {
  value: number;
  text: string;
}

const list = (entries: [number, string][]): Option[] => entries.map(([value, text]) => ({ value, text }));

/** Vehicle types (vtp): the status wording of spec 1 §4 depends on them. */
export const VEHICLE_TYPES = list([
  [0, 'Pojazd'],
  [1, 'Samochód (jazda i zatrzymanie)'],
  [5, 'Maszyna (praca silnika)'],
  [8, 'Agregat (praca silnika)'],
  [9, 'Rejestrator danych'],
  [10, 'Wyłącznik szybki'],
  [11, 'Lokomotywa'],
  [12, 'Ogniwa'],
  [13, 'Pojazd szynowy'],
]);

export const VEHICLE_STATUSES = list([
  [1, 'Aktywny'],
  [2, 'W serwisie'],
  [3, 'Nieaktywny'],
  [4, 'Sprzedany'],
  [5, 'Wycofany z eksploatacji'],
]);

/** Recorder models; the device protocol follows from the model (`GPS_TYPE_PROTOCOL`). */
export const GPS_TYPES = list([
  [1, 'Teltonika FMB920'],
  [2, 'Teltonika FMB140'],
  [3, 'Teltonika FMC130'],
  [4, 'Teltonika FMB640'],
  [5, 'Teltonika FM3612'],
  [6, 'Teltonika GH3000'],
  [20, 'Telefon (Traccar Client)'],
  [21, 'Telefon (OsmAnd)'],
]);

export const GPS_TYPE_PROTOCOL: Readonly<Record<number, 'teltonika' | 'osmand'>> = {
  1: 'teltonika',
  2: 'teltonika',
  3: 'teltonika',
  4: 'teltonika',
  5: 'teltonika',
  6: 'teltonika',
  20: 'osmand',
  21: 'osmand',
};

export const FUEL_ALGORITHM_TYPES = list([
  [1, 'Standardowy (mediana odczytów)'],
  [2, 'Dla pojazdów pracujących w ruchu'],
  [3, 'Dla zbiorników stacjonarnych'],
]);

export const FUEL_FLOWMETERS = list([
  [1, 'Brak przepływomierza'],
  [2, 'Przepływomierz impulsowy'],
  [3, 'Przepływomierz różnicowy'],
  [4, 'Licznik paliwa z magistrali CAN'],
]);

export const FUEL_PROBES = list([
  [1, 'Sonda pojemnościowa (analogowa)'],
  [2, 'Sonda cyfrowa RS232'],
  [3, 'Sonda cyfrowa RS485'],
  [4, 'Poziom paliwa z magistrali CAN'],
]);

export const FLOWMETER_VALUE_FROM = list([
  [1, 'Wejście impulsowe'],
  [2, 'Magistrala CAN'],
  [3, 'Port szeregowy'],
]);

export const INOUT_TYPES = list([
  [1, 'Zwykłe'],
  [2, 'Alarmowe'],
  [3, 'Praca urządzenia'],
  [4, 'Drzwi'],
  [5, 'Pompa / rozładunek'],
]);

export const INOUT_CONTACT_TYPES = list([
  [1, 'Normalnie otwarte'],
  [2, 'Normalnie zamknięte'],
]);

export const AUTOSOLID_ORAND = list([
  [1, 'Którykolwiek warunek (lub)'],
  [2, 'Wszystkie warunki (i)'],
]);

export const LPG_TYPES = list([
  [1, 'Brak instalacji LPG'],
  [2, 'Instalacja LPG z pomiarem'],
  [3, 'Instalacja LPG bez pomiaru'],
]);

export const FUEL_METER_TYPES = list([
  [1, 'Sonda paliwa'],
  [2, 'Pływak fabryczny'],
  [3, 'Poziom z magistrali CAN'],
]);

/** The fixed icons of spec 1 §3 (icon_id 1–8). */
export const VEHICLE_ICONS = list([
  [1, 'Samochód osobowy'],
  [2, 'Samochód dostawczy (pickup)'],
  [3, 'Ciężarówka'],
  [4, 'Ciężarówka z naczepą'],
  [5, 'Samochód dostawczy'],
  [6, 'Pociąg'],
  [7, 'Pociąg (wariant)'],
  [8, 'Motocykl'],
]);
