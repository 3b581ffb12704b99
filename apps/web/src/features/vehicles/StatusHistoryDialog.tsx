import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { statusDatesError, type Option, type StatusRow } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { DateText, nowText } from './DateText';

const t = pl.vehicles.status;

/**
 * 'Historia statusów pojazdu' (spec 3 §4): browse the vehicle's statuses, add a new one, edit the
 * clicked row, save (adds or replaces, and hands the list to the form), delete, cancel.
 */
export function StatusHistoryDialog(p: {
  open: boolean;
  options: Option[];
  onClose: () => void;
  onEdited: () => void;
}) {
  const form = Form.useFormInstance();
  const rows = (Form.useWatch('vehicle_statuses', { form, preserve: true }) as StatusRow[] | undefined) ?? [];
  const [editing, setEditing] = useState<{ index: number | null; row: StatusRow } | null>(null);
  const name = (id: number) => p.options.find((o) => o.value === id)?.text ?? String(id);

  const emit = (list: StatusRow[]) => {
    form.setFieldValue('vehicle_statuses', list);
    p.onEdited();
  };
  const problem = editing ? statusDatesError(editing.row) : null;
  const save = () => {
    if (!editing || problem) return;
    const list = rows.slice();
    if (editing.index === null) list.push(editing.row);
    else list[editing.index] = editing.row;
    list.sort((a, b) => a.from_date.localeCompare(b.from_date));
    emit(list);
    setEditing(null);
  };
  const remove = () => {
    if (editing?.index == null) return;
    emit(rows.filter((_, i) => i !== editing.index));
    setEditing(null);
  };
  const set = (patch: Partial<StatusRow>) => editing && setEditing({ ...editing, row: { ...editing.row, ...patch } });

  return (
    <Modal
      open={p.open}
      title={t.title}
      onCancel={p.onClose}
      footer={null}
      width={760}
      destroyOnHidden
      data-testid="vehicle-status-dialog"
    >
      <Table<StatusRow>
        size="small"
        rowKey={(_, i) => String(i)}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t.empty }}
        onRow={(row, i) => ({ onClick: () => setEditing({ index: i ?? null, row: { ...row } }) })}
        columns={[
          { title: t.status, dataIndex: 'vehicle_status_id', render: (v: number) => name(v) },
          { title: t.from, dataIndex: 'from_date' },
          { title: t.to, dataIndex: 'to_date' },
          { title: t.description, dataIndex: 'description' },
        ]}
      />
      {editing ? (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }} data-testid="vehicle-status-form">
          <Space wrap>
            <Select
              style={{ width: 200 }}
              value={editing.row.vehicle_status_id}
              options={p.options.map((o) => ({ value: o.value, label: o.text }))}
              onChange={(v: number) => set({ vehicle_status_id: v })}
            />
            <DateText
              value={editing.row.from_date}
              onChange={(v) => set({ from_date: v })}
              testId="vehicle-status-from"
            />
            <DateText value={editing.row.to_date} onChange={(v) => set({ to_date: v })} testId="vehicle-status-to" />
          </Space>
          {problem && (
            <Typography.Text type="danger" role="alert" data-testid="vehicle-status-error">
              {problem}
            </Typography.Text>
          )}
          <Input
            placeholder={t.description}
            maxLength={500}
            value={editing.row.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <Space>
            <Button type="primary" onClick={save} disabled={problem !== null} data-testid="vehicle-status-save">
              {t.save}
            </Button>
            {editing.index !== null && (
              <Button danger onClick={remove}>
                {t.remove}
              </Button>
            )}
            <Button onClick={() => setEditing(null)}>{t.cancel}</Button>
          </Space>
        </Space>
      ) : (
        <Button
          style={{ marginTop: 12 }}
          onClick={() =>
            setEditing({
              index: null,
              row: { vehicle_status_id: p.options[0]?.value ?? 1, from_date: nowText(), to_date: '', description: '' },
            })
          }
          data-testid="vehicle-status-add"
        >
          {t.add}
        </Button>
      )}
    </Modal>
  );
}
