import type { ReportColumn, ReportRow } from '../columns';

/**
 * The device connection log (repgprsconnections): a row per connection of the vehicle's device
 * to the gateway (a TCP session, an HTTP request of OsmAnd devices) open at some moment of the
 * range, as the gateway wrote it (table device_connections). Rules: docs/reports-people-gprs.md.
 */
export interface DeviceConnection {
  connectedAt: number;
  /** null: still open. */
  disconnectedAt: number | null;
  address: string | null;
  protocol: string;
  records: number;
  bytesIn: number;
  bytesOut: number;
  errors: number;
  closeReason: string | null;
}

/**
 * HTTP devices (OsmAnd) make one short connection per request: a phone sending every 30 s would
 * fill a month's log with 87,000 rows. Requests of one device from one address that follow each
 * other within this gap are one session, as a TCP connection stays open until 10 minutes pass
 * without data (the gateway's idle timeout).
 */
export const HTTP_SESSION_GAP_MS = 10 * 60_000;

/** The gateway's close reason of an HTTP request's connection. */
const REQUEST_DONE = 'request_done';

/** A connection of the log, or a session of HTTP requests: `count` connections added up. */
export interface ConnectionSession extends DeviceConnection {
  count: number;
}

/** The log with each run of HTTP requests (oldest first) merged into one session. */
export function connectionSessions(list: readonly DeviceConnection[]): ConnectionSession[] {
  const out: ConnectionSession[] = [];
  let last: ConnectionSession | null = null;
  for (const c of list) {
    const request = c.closeReason === REQUEST_DONE && c.disconnectedAt !== null;
    if (
      request &&
      last &&
      last.closeReason === REQUEST_DONE &&
      last.protocol === c.protocol &&
      last.address === c.address &&
      c.connectedAt - last.disconnectedAt! <= HTTP_SESSION_GAP_MS
    ) {
      last.disconnectedAt = Math.max(last.disconnectedAt!, c.disconnectedAt!);
      last.records += c.records;
      last.bytesIn += c.bytesIn;
      last.bytesOut += c.bytesOut;
      last.errors += c.errors;
      last.count++;
      continue;
    }
    last = { ...c, count: 1 };
    out.push(last);
  }
  return out;
}

/** The gateway's reasons for closing a connection (gateway/*.ts), in Polish. */
export const CLOSE_REASON_TEXT: Record<string, string> = {
  device_closed: 'Zamknięte przez urządzenie',
  idle: 'Brak danych (limit czasu)',
  bad_frame: 'Błędna ramka',
  unknown_imei: 'Nieznany IMEI',
  socket_error: 'Błąd połączenia',
  server_error: 'Błąd serwera',
  request_done: 'Zapytanie HTTP zakończone',
};

/**
 * A connection's row. `end` is where an open one is counted to: the range's end (exclusive),
 * or now when earlier. A connection still open at the range's end shows no disconnection;
 * its duration runs to `end`.
 */
export function connectionRow(c: ConnectionSession, end: number, format: (t: number) => string): ReportRow {
  const closed = c.disconnectedAt !== null && c.disconnectedAt < end;
  const until = closed ? c.disconnectedAt! : Math.max(end, c.connectedAt);
  return {
    connected: format(c.connectedAt),
    disconnected: closed ? format(c.disconnectedAt!) : null,
    seconds: Math.round((until - c.connectedAt) / 1000),
    address: c.address,
    protocol: c.protocol,
    count: c.count,
    records: c.records,
    bytes_in: c.bytesIn,
    bytes_out: c.bytesOut,
    errors: c.errors,
    reason: closed && c.closeReason ? (CLOSE_REASON_TEXT[c.closeReason] ?? c.closeReason) : null,
    _from: format(c.connectedAt),
    _to: format(until),
  };
}

/** Totals of connection rows: time connected, records, bytes, errors. */
export function connectionsFooter(rows: readonly ReportRow[], label: ReportRow): ReportRow {
  const sum = (f: string) => rows.reduce((s, r) => s + (typeof r[f] === 'number' ? r[f] : 0), 0);
  return {
    ...label,
    seconds: sum('seconds'),
    count: sum('count'),
    records: sum('records'),
    bytes_in: sum('bytes_in'),
    bytes_out: sum('bytes_out'),
    errors: sum('errors'),
  };
}

/** The connection log of one vehicle. */
export const GPRS_CONNECTIONS_GRID: readonly ReportColumn[] = [
  { field: 'connected', title: 'Połączenie', type: 'datetime', width: 150 },
  { field: 'disconnected', title: 'Rozłączenie', type: 'datetime', width: 150 },
  { field: 'seconds', title: 'Czas połączenia', type: 'duration', width: 110 },
  { field: 'address', title: 'Adres IP', type: 'text', width: 150 },
  { field: 'protocol', title: 'Protokół', type: 'text', width: 90 },
  { field: 'count', title: 'Połączenia', type: 'integer', width: 90 },
  { field: 'records', title: 'Rekordy', type: 'integer', width: 90 },
  { field: 'bytes_in', title: 'Odebrano [B]', type: 'integer', width: 100 },
  { field: 'bytes_out', title: 'Wysłano [B]', type: 'integer', width: 100 },
  { field: 'errors', title: 'Błędy', type: 'integer', width: 70 },
  { field: 'reason', title: 'Przyczyna rozłączenia', type: 'text', width: 180 },
];

/** The first column of gprs reports asked for several vehicles at once: whose row it is. */
export const GPRS_REGNO_COLUMN: ReportColumn = { field: 'regno', title: 'Nr rej.', type: 'text', width: 120 };
