import { pl } from '../../kit/i18n/pl';
import type { CtablesForm } from './api';

const c = pl.ctables.confirm;

/** Clear needs a vehicle or select-all, and a date or the whole period (spec 2 §5). */
export const canClear = (f: CtablesForm) => (f.selectAll || f.vid.length > 0) && (f.clearAll || f.start_date !== '');

/** Generate needs a vehicle or select-all (spec 2 §5). */
export const canGenerate = (f: CtablesForm) => f.selectAll || f.vid.length > 0;

/** Registrations a confirmation names before it says how many more there are. */
export const LISTED_REGNOS = 10;

export interface ClearConfirmation {
  /** How many vehicles the task clears. */
  count: number;
  /** Every vehicle the user may choose: the second, stronger step is asked. */
  wholeFleet: boolean;
  /** 'Wyczyścić dane 3 pojazdów od 2026-11-01?' */
  question: string;
  /** 'Pojazdy: …' for more than one vehicle (one is named in the question). */
  vehicles: string | null;
  /** 'Zostaną usunięte: …' and 'Pozostaną bez zmian: …' (the records always stay). */
  removed: string;
  kept: string;
  /** What can be restored by 'Wygeneruj' and what is lost for good. */
  warnings: string[];
}

/**
 * What 'Wyczyść dla pojazdów' is about to do, in the words of its confirmation: the vehicles
 * (by registration, in the select's order), from when, and which parts go (computed events
 * always; alarms, computed fuel events and hand-added fuel events only when ticked) — as the
 * server's clear does it (ctables.repository.ts clearVehicle).
 */
export function clearConfirmation(
  f: CtablesForm,
  vehicles: readonly { id: number; regno: string }[],
): ClearConfirmation {
  const chosen = new Set(f.vid);
  const list = f.selectAll ? [...vehicles] : vehicles.filter((v) => chosen.has(v.id));
  const count = list.length;
  const wholeFleet = count > 0 && count === vehicles.length;
  const who = wholeFleet ? c.wholeFleet(count) : count === 1 ? c.oneVehicle(list[0].regno) : c.vehicles(count);
  const from = f.clearAll || f.start_date === '' ? null : f.start_date;
  const p = c.parts;
  const removed: string[] = [p.events];
  const kept: string[] = [];
  (f.clearAlarms ? removed : kept).push(f.clearAlarms ? p.alarms : p.alarmsKept);
  (f.clearFuel ? removed : kept).push(p.fuel);
  (f.clearManualEvents ? removed : kept).push(p.manual);
  kept.push(p.records);
  const warnings: string[] = [c.restorable];
  if (f.clearAlarms) warnings.push(c.alarmsLost);
  if (f.clearManualEvents) warnings.push(c.manualLost);
  return {
    count,
    wholeFleet,
    question: c.question(who, from),
    vehicles:
      count > 1
        ? c.vehicleList(
            list
              .slice(0, LISTED_REGNOS)
              .map((v) => v.regno)
              .join(', '),
            Math.max(0, count - LISTED_REGNOS),
          )
        : null,
    removed: c.removed(removed.join(', ')),
    kept: c.kept(kept.join(', ')),
    warnings,
  };
}

/** The whole fleet's second step: the number of vehicles typed as it is. */
export const fleetConfirmed = (typed: string, count: number) => typed.trim() === String(count);
