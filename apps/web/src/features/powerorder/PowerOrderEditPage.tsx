import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { App, Button, Empty, Form, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { POWER_MIN_YEAR, addPowerYear, type PowerOrderDetailsAnswer, type PowerYear } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordEditFrame, useRecordEditor } from '../../kit/records';
import { NumberField } from '../../kit/ui/NumberInput';
import { loadPowerOrderDetails, savePowerOrder } from './api';
import { PowerYearCard } from './PowerYearCard';

const t = pl.rail.power;
const LIST = '/powerorder';

interface PowerFormValues {
  vid: number | null;
  year: number | null;
  power: PowerYear[];
}

/**
 * /powerorder/:id (spec 3 §2.14, §4, §5): 'Moc zamówiona' with the vehicle as subtitle; tab
 * 'Moc umowna' with the year input and its add button ('Rok {year} juz jest przypisany' for a
 * year that has a card) and one card per year; a card's close button asks first. A new order
 * ('/powerorder/new') chooses its vehicle.
 */
export function PowerOrderEditPage() {
  const id = useParams().id ?? 'new';
  const { modal } = App.useApp();
  const save = useCallback((v: PowerFormValues) => savePowerOrder(v.vid ?? 0, v.power ?? []), []);
  const editor = useRecordEditor<PowerOrderDetailsAnswer, PowerFormValues>({
    id,
    listPath: LIST,
    load: loadPowerOrderDetails,
    toValues: (d) => ({ vid: d.powerorder.vid || null, year: d.powerorder.year, power: d.powerorder.power }),
    save,
    loadingText: t.loading,
    savingText: t.saving,
  });
  const { form } = editor;
  const d = editor.details;
  const power = (Form.useWatch('power', form) ?? []) as PowerYear[];

  const addYear = useCallback(() => {
    const current = (form.getFieldValue('power') ?? []) as PowerYear[];
    const year = Number(form.getFieldValue('year'));
    const r = addPowerYear(current, year);
    if (!r.ok) {
      form.setFields([{ name: 'year', errors: [r.message] }]);
      return;
    }
    form.setFieldsValue({ power: r.years, year: r.next });
    form.setFields([{ name: 'year', errors: [] }]);
    editor.onValuesChange();
  }, [form, editor]);

  const removeYear = useCallback(
    (year: number) =>
      modal.confirm({
        title: pl.records.confirmTitle,
        content: t.removeYearText(year),
        okText: t.remove,
        okButtonProps: { danger: true, ...({ 'data-testid': 'power-remove-confirm' } as Record<string, string>) },
        cancelText: t.cancel,
        onOk: () => {
          const current = (form.getFieldValue('power') ?? []) as PowerYear[];
          form.setFieldsValue({ power: current.filter((c) => c.year !== year) });
          editor.onValuesChange();
        },
      }),
    [form, modal, editor],
  );

  const isNew = editor.isNew;
  const tabs = useMemo(() => {
    if (!d) return [];
    return [
      {
        key: 'power',
        label: t.tab,
        children: (
          <div data-testid="power-tab">
            {isNew && (
              <Form.Item
                name="vid"
                label={t.vehicle}
                required
                rules={[{ required: true, message: t.vehicleRequired }]}
                style={{ maxWidth: 360 }}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={d.vehicles.map((v) => ({ value: v.vid, label: v.reg_no }))}
                  data-testid="power-vehicle"
                />
              </Form.Item>
            )}
            <Space align="start">
              <NumberField
                name="year"
                label={t.year}
                decimals={0}
                min={POWER_MIN_YEAR}
                max={9999}
                style={{ width: 140 }}
                data-testid="power-year"
              />
              <Form.Item label=" ">
                <Button icon={<PlusOutlined />} onClick={addYear} data-testid="power-add-year">
                  {t.addYear}
                </Button>
              </Form.Item>
            </Space>
            <Form.List name="power">
              {(fields) =>
                fields.length === 0 ? (
                  <Empty description={t.noYears} image={Empty.PRESENTED_IMAGE_SIMPLE} />
                ) : (
                  fields.map((field) => {
                    const year = power[field.name]?.year ?? 0;
                    return (
                      <PowerYearCard key={field.key} index={field.name} year={year} onRemove={() => removeYear(year)} />
                    );
                  })
                )
              }
            </Form.List>
          </div>
        ),
      },
    ];
  }, [d, isNew, power, addYear, removeYear]);

  return (
    <RecordEditFrame
      editor={editor}
      listPath={LIST}
      title={t.title}
      subtitle={d?.powerorder.reg_no || undefined}
      tabs={tabs}
      testId="power-edit"
    />
  );
}
