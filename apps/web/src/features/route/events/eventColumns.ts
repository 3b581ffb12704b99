import type { RouteEvent } from '@namiar/domain';
import type { GridColumnSpec } from '../../../kit/grid/columns';
import { pl } from '../../../kit/i18n/pl';
import { counterHours, counterKm, eventInfo, eventValue, isValueScaled, roadKm } from './eventValues';
import { numberText } from '../../../kit/grid/format';

const titles = pl.routeEvents.columns;

type Spec = GridColumnSpec<RouteEvent>;

const num = (
  field: keyof RouteEvent & string,
  width: number,
  digits: number,
  value?: (e: RouteEvent) => number | null,
): Spec => ({
  field,
  title: titles[field] ?? field,
  type: 'number',
  width,
  digits,
  value: value ?? ((e) => e[field] as number | null),
});

const text = (field: keyof RouteEvent & string, width: number): Spec => ({
  field,
  title: titles[field] ?? field,
  type: 'text',
  width,
});

const temperatures = ([1, 2, 3, 4] as const).flatMap((n) => [num(`t${n}min`, 80, 1), num(`t${n}max`, 80, 1)]);

/**
 * The events table's columns (spec 2 §2.1, §3.1, §9), in their default order. `geoText` gives
 * the place of an event without one from the server (the geocoded text, when known), so the
 * geo column exports what it shows. Exports get the raw values (kit/grid/exportTable.ts): dates
 * as date-times, the duration in seconds, roads in km, speeds in km/h, fuel in litres, the km
 * counter as a whole number; the value column (its decimals depend on the event type) as a plain
 * number.
 */
export function eventColumns(geoText: (e: RouteEvent) => string | null): Spec[] {
  return [
    text('name', 200),
    { ...text('fdt', 140), type: 'date' },
    { ...text('tdt', 140), type: 'date' },
    // Wide enough for '12 dni 23:59:59'.
    { field: 'dur', title: titles.dur ?? 'dur', type: 'duration', width: 125 },
    {
      ...num('val', 80, 1, eventValue),
      text: (v, e) =>
        typeof v !== 'number' ? '' : isValueScaled(e.eid) ? numberText(v, 1) : String(v).replace('.', ','),
    },
    text('driver_name', 150),
    text('trailer', 120),
    { ...num('rgp', 100, 2, (e) => roadKm(e.rgp)), exportType: 'km' },
    { ...num('rth', 100, 2, (e) => roadKm(e.rth)), exportType: 'km' },
    { ...num('vavg', 100, 1), exportType: 'kmh' },
    { ...num('vm', 100, 1), exportType: 'kmh' },
    ...temperatures,
    text('p', 140),
    { ...num('ckm', 95, 0, (e) => counterKm(e.ckm)), exportType: 'integer' },
    num('cmth', 95, 2, (e) => counterHours(e.cmth)),
    { ...num('fl', 95, 1), exportType: 'litres' },
    { ...num('flu', 95, 1), exportType: 'litres' },
    { ...text('geo', 240), value: (e) => e.geo ?? geoText(e) },
    text('xxx', 110),
    text('inv', 110),
    { ...text('info', 180), value: eventInfo },
    { field: 'alarm', title: titles.alarm ?? 'alarm', type: 'bool', width: 70 },
    { field: 'manual', title: titles.manual ?? 'manual', type: 'bool', width: 90 },
  ];
}
