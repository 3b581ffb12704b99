import type { EventsTableProps } from '../model';

/** Placeholder until its helper delivers it: the agreed props, nothing drawn. */
export function EventsTable(_props: EventsTableProps) {
  return <div data-testid="events-table-placeholder" />;
}
