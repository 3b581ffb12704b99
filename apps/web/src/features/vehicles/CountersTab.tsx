import { useState } from 'react';
import { App, Button, Divider, Form, Space, Table, Typography } from 'antd';
import type { CounterRow } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { NumberInput, numberValue } from '../../kit/ui/NumberInput';
import { getCounters } from './api';
import { DateText, nowText } from './DateText';

const t = pl.vehicles.counters;

/** Spec 3 §5: a point date and a value above 0, at most 9999999. */
/** A counter reading keeps one decimal (km, engine hours). */
const COUNTER_DECIMALS = 1;

export function counterValid(row: { point_date: string; value: number | null }): boolean {
  return row.point_date !== '' && row.value !== null && row.value > 0 && row.value <= 9_999_999;
}

/**
 * A vehicle's km or engine-hour counters set by hand (spec 3 §4): add, edit the chosen row (its
 * date fixed), delete it after a confirmation, save or cancel. 'Pobierz stan licznika' fills the
 * value the vehicle's counter had at the date (/vehicles/getcounters).
 */
function CounterList({ kind, vid, onEdited }: { kind: 'km' | 'mth'; vid: number; onEdited: () => void }) {
  const form = Form.useFormInstance();
  const { modal } = App.useApp();
  const list = `${kind}_counters`;
  const rows = (Form.useWatch(list, { form, preserve: true }) as CounterRow[] | undefined) ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [edit, setEdit] = useState<{ index: number | null; point_date: string; value: number | null } | null>(null);
  const emit = (next: CounterRow[]) => {
    form.setFieldValue(list, next);
    onEdited();
  };
  const save = () => {
    if (!edit || !counterValid(edit)) return;
    const row = {
      point_date: edit.point_date,
      value: edit.value!,
      save_date: edit.index === null ? '' : rows[edit.index].save_date,
    };
    const next = rows.slice();
    if (edit.index === null) next.push(row);
    else next[edit.index] = row;
    next.sort((a, b) => a.point_date.localeCompare(b.point_date));
    emit(next);
    setEdit(null);
  };
  const fetchValue = async () => {
    if (!edit?.point_date || vid === 0) return;
    try {
      const a = await withLoader(t.loading, () => getCounters(vid, edit.point_date));
      const v = a.counters[kind];
      if (v !== null) setEdit({ ...edit, value: Math.round(v * 10) / 10 });
    } catch {
      // err: no success action (spec 3 §8).
    }
  };
  return (
    <div data-testid={`vehicle-counters-${kind}`}>
      <Table<CounterRow & { i: number }>
        size="small"
        pagination={false}
        rowKey="i"
        dataSource={rows.map((r, i) => ({ ...r, i }))}
        rowClassName={(r) => (r.i === chosen ? 'vehicle-calibration-chosen' : '')}
        onRow={(r) => ({ onClick: () => setChosen(r.i) })}
        columns={[
          { title: t.date, dataIndex: 'point_date' },
          { title: `${t.value} [${t[kind]}]`, dataIndex: 'value' },
          { title: t.saved, dataIndex: 'save_date' },
        ]}
      />
      {edit ? (
        <Space wrap style={{ marginTop: 8 }} data-testid={`vehicle-counter-form-${kind}`}>
          <DateText
            value={edit.point_date}
            disabled={edit.index !== null}
            onChange={(v) => setEdit({ ...edit, point_date: v })}
          />
          <NumberInput
            value={edit.value}
            decimals={COUNTER_DECIMALS}
            min={0}
            max={9_999_999}
            onChange={(v) => setEdit({ ...edit, value: numberValue(v) })}
            status={edit.value !== null && !counterValid(edit) ? 'error' : undefined}
            data-testid={`vehicle-counter-value-${kind}`}
          />
          <Button onClick={() => void fetchValue()} disabled={vid === 0 || !edit.point_date}>
            {t.fetch}
          </Button>
          <Button
            type="primary"
            disabled={!counterValid(edit)}
            onClick={save}
            data-testid={`vehicle-counter-save-${kind}`}
          >
            {t.save}
          </Button>
          <Button onClick={() => setEdit(null)}>{t.cancel}</Button>
          {!counterValid(edit) && (
            <Typography.Text type="secondary">{edit.point_date ? t.valueRule : t.dateRule}</Typography.Text>
          )}
        </Space>
      ) : (
        <Space style={{ marginTop: 8 }}>
          <Button
            onClick={() => setEdit({ index: null, point_date: nowText(), value: null })}
            data-testid={`vehicle-counter-add-${kind}`}
          >
            {t.add}
          </Button>
          <Button
            disabled={chosen === null || !rows[chosen]}
            onClick={() => chosen !== null && setEdit({ index: chosen, ...rows[chosen] })}
          >
            {t.edit}
          </Button>
          <Button
            danger
            disabled={chosen === null || !rows[chosen]}
            onClick={() =>
              modal.confirm({
                title: pl.records.confirmTitle,
                content: t.deleteConfirm,
                okText: pl.records.delete,
                cancelText: pl.records.cancel,
                onOk: () => {
                  emit(rows.filter((_r, i) => i !== chosen));
                  setChosen(null);
                },
              })
            }
          >
            {t.remove}
          </Button>
        </Space>
      )}
    </div>
  );
}

/** The counters of the vehicle: km and engine hours. */
export function CountersTab({ vid, onEdited }: { vid: number; onEdited: () => void }) {
  return (
    <div data-testid="vehicle-tab-counters">
      <Divider titlePlacement="start">{pl.vehicles.sections.kmCounters}</Divider>
      <CounterList kind="km" vid={vid} onEdited={onEdited} />
      <Divider titlePlacement="start">{pl.vehicles.sections.mthCounters}</Divider>
      <CounterList kind="mth" vid={vid} onEdited={onEdited} />
    </div>
  );
}
