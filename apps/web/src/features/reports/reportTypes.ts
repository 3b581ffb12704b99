import {
  REPORT_GROUPS,
  reportById,
  visibleReports,
  type PermissionSet,
  type ReportGroup,
  type ReportType,
} from '@namiar/domain';

/**
 * What the report screen needs to know of each report type (spec 2 §2.2, §3.3, §4.2, §5): which
 * select list its objects come from, whether a summary is asked and how, and which options of
 * the builder apply. Everything else (columns, rows, footer) comes from the server's answer, so
 * a type the server learns later needs no code here.
 */

export type ObjectKind = 'vehicles' | 'drivers' | 'pois';

/** 'also': a request per object, then the summary; 'only': the summary alone; 'none': objects alone. */
export type SummaryMode = 'also' | 'only' | 'none';

export interface ReportRules {
  id: string;
  group: ReportGroup;
  objects: ObjectKind;
  summary: SummaryMode;
  /** Shift checkboxes I–III (at least one must be ticked). */
  shifts: boolean;
  /** Input 1–4 options and 'Edytuj opisy kolumn'. */
  inputs: boolean;
  /** The 'halts too' option: reports of stays and courses, where a halt with the engine on may count. */
  haltToo: boolean;
  /** The 'only the summary' option (reports with a summary next to their objects). */
  onlySummary: boolean;
  /** Period choice limited to a day, the workday default range (spec 2 §5). */
  workday: boolean;
  /** Exports split into refuellings and losses (fuel_in / fuel_out). */
  fuelParts: boolean;
}

const OBJECTS_OF_GROUP: Record<ReportGroup, ObjectKind> = {
  vehicles: 'vehicles',
  drivers: 'drivers',
  pois: 'pois',
  gprs: 'vehicles',
};

/**
 * 'Uwzględnij także zatrzymania' joins drives separated only by halts into one course; the visit
 * reports count every stay in an area whatever the engine did there, so the option would change
 * nothing for them (docs/decisions.md 'Reports: halts too').
 */
const HALT_TOO = new Set(['repvehcourses']);

export function rulesOf(type: ReportType): ReportRules {
  const summary: SummaryMode = type.group === 'gprs' ? 'none' : type.id === 'repvehkmcounters' ? 'only' : 'also';
  return {
    id: type.id,
    group: type.group,
    objects: OBJECTS_OF_GROUP[type.group],
    summary,
    shifts: type.id === 'repvehshifts',
    inputs: type.id === 'repvehworkday',
    haltToo: HALT_TOO.has(type.id),
    onlySummary: summary === 'also',
    workday: type.id === 'repvehworkday',
    fuelParts: type.id === 'repvehfueltanks',
  };
}

/** The rules of a report id, undefined for an unknown id. */
export function reportRules(id: string | null | undefined): ReportRules | undefined {
  const type = id ? reportById(id) : undefined;
  return type ? rulesOf(type) : undefined;
}

/** The type tabs of the builder: groups with at least one report the user may build (spec 1 §6). */
export function typeTabs(perms: PermissionSet): { group: ReportGroup; types: ReportType[] }[] {
  return REPORT_GROUPS.map((group) => ({ group, types: visibleReports(perms, group) })).filter(
    (tab) => tab.types.length > 0,
  );
}
