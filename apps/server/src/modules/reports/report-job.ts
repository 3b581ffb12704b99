import type { ReportAnswer, ReportOptions, SettingsDocument, VehicleConfig } from '@namiar/domain';
import type { AppContext } from '../../http/context';
import type { DriverScope } from '../../access';
import type { RouteVehicle } from '../route/route-job';

/** A named object of a report that is not a vehicle (a driver, an own point). */
export interface ReportObject {
  id: number;
  name: string;
}

/**
 * A checked report request, the range in ms. The objects by the type's group (spec 2 §2.2):
 * vehicles and gprs reports get `vehicles` (the requested ones, with their engine
 * configurations); driver reports get `drivers`, own point reports `pois` (the requested ones,
 * in request order), and both get `scopeVehicles`, every vehicle the user may see, whose records
 * the report reads.
 */
export interface ReportJob {
  customerId: number;
  tz: string;
  /** [from, to], both inclusive (the end second whole), epoch ms. */
  from: number;
  to: number;
  /** The hour a report day starts at (settings 'app-reportStartDayFrom'). */
  dayStartHour: number;
  /** The user's settings merged over the defaults (shifts 'app-shift1..3', 'app-minCourseTime', ...). */
  settings: SettingsDocument;
  /** The builder's options (shifts, inputs, outputs, halt_too, onlySummary). */
  options: ReportOptions;
  summary: boolean;
  /** performance.now() by which the answer's place texts are named (report-places.ts). */
  placesBy: number;
  vehicles: { customerId: number; tz: string; vehicle: RouteVehicle; config: VehicleConfig }[];
  drivers: ReportObject[];
  pois: ReportObject[];
  scopeVehicles: { id: number; regno: string }[];
  /** The drivers the user may see (null: all); reports name the others '—' (drivers/driver-scope.ts). */
  driverScope: DriverScope;
}

/** A report type's computation over a checked job. */
export type ReportCompute = (ctx: AppContext, job: ReportJob) => Promise<ReportAnswer>;
