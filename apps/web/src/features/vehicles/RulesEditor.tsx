import { App, Button, Checkbox, Form, Input, Select, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { cleanDelimitedText } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';

const t = pl.vehicles.recipients;

type RuleRow = Record<string, number | string>;

export interface RuleColumn {
  field: string;
  title: string;
  options: { value: number; label: string }[];
}

/**
 * A vehicle's notification rules of one kind (spec 3 §3.12): who (phone or e-mail) gets which
 * event type or alarm code, active or not, with a message. Kept in the form under `list`.
 */
export function RulesEditor(p: {
  list: string;
  target: RuleColumn;
  key_: RuleColumn;
  onEdited: () => void;
  testId: string;
}) {
  const form = Form.useFormInstance();
  const { modal } = App.useApp();
  const rows = (Form.useWatch(p.list, { form, preserve: true }) as RuleRow[] | undefined) ?? [];
  const emit = (next: RuleRow[]) => {
    form.setFieldValue(p.list, next);
    p.onEdited();
  };
  const set = (i: number, patch: RuleRow) => emit(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const select = (col: RuleColumn, i: number) => (
    <Select
      value={(rows[i]?.[col.field] as number | undefined) ?? undefined}
      options={col.options}
      onChange={(v: number) => set(i, { [col.field]: v })}
      style={{ width: '100%' }}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
  return (
    <div data-testid={p.testId}>
      <Table<RuleRow & { i: number }>
        size="small"
        pagination={false}
        rowKey="i"
        dataSource={rows.map((r, i) => ({ ...r, i }))}
        columns={[
          { title: p.target.title, render: (_: unknown, r) => select(p.target, r.i), width: '28%' },
          { title: p.key_.title, render: (_: unknown, r) => select(p.key_, r.i), width: '30%' },
          {
            title: t.active,
            width: 80,
            render: (_: unknown, r) => (
              <Checkbox
                checked={Number(r.status) === 1}
                onChange={(e) => set(r.i, { status: e.target.checked ? 1 : 0 })}
              />
            ),
          },
          {
            title: t.message,
            render: (_: unknown, r) => (
              <Input
                value={String(r.message ?? '')}
                maxLength={500}
                onChange={(e) => set(r.i, { message: cleanDelimitedText(e.target.value) })}
              />
            ),
          },
          {
            width: 50,
            render: (_: unknown, r) => (
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t.removeRule}
                onClick={() =>
                  modal.confirm({
                    title: pl.records.confirmTitle,
                    content: t.ruleConfirm,
                    okText: pl.records.delete,
                    cancelText: pl.records.cancel,
                    onOk: () => emit(rows.filter((_x, k) => k !== r.i)),
                  })
                }
              />
            ),
          },
        ]}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        style={{ marginTop: 6 }}
        onClick={() => emit([...rows, { [p.target.field]: '', [p.key_.field]: '', status: 1, message: '' }])}
        data-testid={`${p.testId}-add`}
      >
        {t.addRule}
      </Button>
    </div>
  );
}
