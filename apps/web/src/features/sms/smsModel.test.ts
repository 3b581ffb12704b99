import { describe, expect, it } from 'vitest';
import type { SmsReceivedRow, SmsSentRow } from '@namiar/domain';
import { exportColumns } from '../../kit/grid/gridOrder';
import { buildSmsExport, layoutModule, listsOf, smsColumns } from './smsModel';

const sent = (id: number, over: Partial<SmsSentRow> = {}): SmsSentRow => ({
  id,
  vid: 7,
  reg_no: 'DW 1234A',
  sms_type: 1,
  text: 'getgps',
  channel: 'gprs',
  phone: null,
  status: 'answered',
  status_text: 'Odpowiedź',
  created_date: '2026-03-28 10:00:00',
  sent_date: '2026-03-28 10:00:01',
  delivered_date: null,
  answered_date: '2026-03-28 10:00:02',
  response: 'GPS:1 Sat:9',
  error: null,
  user: 'admin',
  ...over,
});

const received: SmsReceivedRow = {
  id: 3,
  vid: 7,
  reg_no: 'DW 1234A',
  channel: 'sms',
  text: 'Hello',
  phone: '48600100200',
  received_date: '2026-03-28 10:05:00',
  reply_to: null,
  reply_to_text: null,
};

const GRIDS = {
  sended: [
    { field: 'reg_no', title: 'Pojazd', type: 'text' as const, width: 120 },
    { field: 'created_date', title: 'Data', type: 'date' as const, width: 150 },
    { field: 'text', title: 'Polecenie', type: 'text' as const, width: 200 },
  ],
  recieved: [
    { field: 'reg_no', title: 'Pojazd', type: 'text' as const, width: 120 },
    { field: 'received_date', title: 'Data', type: 'date' as const, width: 150 },
  ],
};

describe('smsModel', () => {
  it('maps the four lists of the answer and tolerates a missing one', () => {
    const lists = listsOf({
      sended: [sent(1)],
      recieved: [received],
      sended_archive: [sent(2)],
      recieved_archive: undefined as never,
    });
    expect(lists.current.sent.map((r) => r.id)).toEqual([1]);
    expect(lists.current.received.map((r) => r.id)).toEqual([3]);
    expect(lists.archive.sent.map((r) => r.id)).toEqual([2]);
    expect(lists.archive.received).toEqual([]);
  });

  it('takes the columns of each list from the server schema, one saved layout per list', () => {
    const columns = smsColumns(GRIDS);
    expect(columns.sent.map((c) => c.field)).toEqual(['reg_no', 'created_date', 'text']);
    expect(columns.received.map((c) => c.field)).toEqual(['reg_no', 'received_date']);
    expect(smsColumns(null).sent).toEqual([]);
    const channel = smsColumns({ ...GRIDS, recieved: [{ field: 'channel', title: 'Kanał', type: 'text', width: 80 }] })
      .received[0];
    expect(channel.value?.(received)).toBe('SMS');
    expect(layoutModule('sent')).not.toEqual(layoutModule('received'));
  });

  it('exports a grid with typed date-time cells, its name and the moment of the export', () => {
    const columns = smsColumns(GRIDS).sent;
    const body = buildSmsExport('archive', 'sent', exportColumns(columns, null), [sent(1)], '2026-03-28 12:30:00');
    expect(body.filename).toBe('SMS_wyslane_archiwalne_2026-03-28_12-30-00');
    expect(body.title).toBe('SMS wysłane (archiwalne)');
    const [table] = body.reports;
    expect(table.header).toBe('SMS wysłane (archiwalne), stan na 2026-03-28 12:30:00');
    expect(table.cols.map((c) => [c.field, c.type])).toEqual([
      ['reg_no', 'text'],
      ['created_date', 'datetime'],
      ['text', 'text'],
    ]);
    expect(table.data).toEqual([{ reg_no: 'DW 1234A', created_date: '2026-03-28 10:00:00', text: 'getgps' }]);
  });
});
