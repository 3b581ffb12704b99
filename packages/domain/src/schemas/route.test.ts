import { describe, expect, it } from 'vitest';
import { MONIT_MSG } from './monit';
import { ROUTE_MSG, routeBody, routeEventDeleteBody, routeEventSaveBody, uiSettingsBody } from './route';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0].message;

describe('route body', () => {
  it('reads the form', () => {
    expect(routeBody.parse({ id: '7', from_date: '2026-01-01 00:00:00', to_date: '2026-01-02 00:00:00' })).toEqual({
      id: 7,
      from_date: '2026-01-01 00:00:00',
      to_date: '2026-01-02 00:00:00',
      generate: false,
    });
    expect(
      routeBody.parse({ id: 7, from_date: '2026-01-01 00:00:00', to_date: '2026-01-01 00:00:00', generate: '1' })
        .generate,
    ).toBe(true);
  });
  it('refuses bad dates and ids', () => {
    expect(
      firstMessage(routeBody.safeParse({ id: '7', from_date: '2026-01-01', to_date: '2026-01-01 00:00:00' })),
    ).toBe(MONIT_MSG.dateFormat);
    expect(
      firstMessage(routeBody.safeParse({ id: 'x', from_date: '2026-01-01 00:00:00', to_date: '2026-01-01 00:00:00' })),
    ).toBe(ROUTE_MSG.vehicleNotFound);
  });
});

describe('route event save body', () => {
  const base = { id: '3', from_date: '2026-01-01 10:00:00', to_date: '2026-01-01 10:05:00', save_event_type_id: '21' };
  it('reads a value with a decimal comma, an absent type as a new event', () => {
    const b = routeEventSaveBody.parse({ ...base, value: '12,5', event_type_id: '0', orig_from_date: '' });
    expect(b).toMatchObject({
      id: 3,
      value: 12.5,
      save_event_type_id: 21,
      event_type_id: undefined,
      orig_from_date: undefined,
    });
  });
  it('refuses negative or non-numeric values and other event types', () => {
    for (const value of ['-1', 'abc', '', '1e3'])
      expect(firstMessage(routeEventSaveBody.safeParse({ ...base, value }))).toBe(ROUTE_MSG.value);
    expect(firstMessage(routeEventSaveBody.safeParse({ ...base, value: '1', save_event_type_id: '1' }))).toBe(
      ROUTE_MSG.saveEventType,
    );
  });
  it('lets a delete go without a value', () => {
    expect(routeEventDeleteBody.parse({ ...base, event_type_id: '21' }).value).toBe(0);
  });
});

describe('settings/ui body', () => {
  const layout = { order_columns: ['a', 'b'], width_columns: { a: 100 }, remove_columns: [] };
  it('reads get, del and a set with a layout', () => {
    expect(uiSettingsBody.parse({ module: 'eventstable_grid', command: 'get' })).toEqual({
      module: 'eventstable_grid',
      command: 'get',
      layout: null,
    });
    expect(
      uiSettingsBody.parse({ module: 'repvehdaily_grid', command: 'set', json: JSON.stringify(layout) }).layout,
    ).toEqual(layout);
  });
  it('refuses bad modules, commands and layouts', () => {
    expect(firstMessage(uiSettingsBody.safeParse({ module: 'Bad-Name', command: 'get' }))).toBe(ROUTE_MSG.module);
    expect(firstMessage(uiSettingsBody.safeParse({ module: 'x'.repeat(65), command: 'get' }))).toBe(ROUTE_MSG.module);
    expect(firstMessage(uiSettingsBody.safeParse({ module: 'm', command: 'drop' }))).toBe(ROUTE_MSG.command);
    for (const json of ['not json', '[]', '{"order_columns":[]}', JSON.stringify({ ...layout, extra: 1 })])
      expect(firstMessage(uiSettingsBody.safeParse({ module: 'm', command: 'set', json }))).toBe(ROUTE_MSG.layout);
  });
});
