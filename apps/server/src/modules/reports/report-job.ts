import type { ReportAnswer, ReportOptions, SettingsDocument, VehicleConfig } from '@namiar/domain';
import type { AppContext } from '../../http/context';
import type { RouteVehicle } from '../route/route-job';

/** A checked report request: the user's vehicles with their engine configurations, the range in ms. */
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
}

/** A report type's computation over a checked job. */
export type ReportCompute = (ctx: AppContext, job: ReportJob) => Promise<ReportAnswer>;
