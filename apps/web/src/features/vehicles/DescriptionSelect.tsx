import { useState } from 'react';
import { Button, Divider, Input, Select, Space } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { pl } from '../../kit/i18n/pl';
import { toastSuccess } from '../../kit/ui/toasts';
import { loadDescriptions, saveDescription } from './api';
import { useDescriptions } from './descriptionsContext';

const t = pl.vehicles.descriptions;

/**
 * An input or thermometer description (spec 3 §3.1, §4): chosen from the company's list; the
 * panel under the list ('Dodaj nowy opis', or edit beside an option) saves a description of at
 * least 3 characters (shorter: nothing happens, spec 3 §5) and reloads the list.
 */
export function DescriptionSelect(p: {
  kind: 'inout' | 'thermometer';
  value?: number | null;
  onChange?: (v: number | null) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const d = useDescriptions();
  const [panel, setPanel] = useState<{ did: number; text: string } | null>(null);
  const options = d[p.kind];

  async function submit() {
    if (!panel || panel.text.trim().length < 3) return;
    try {
      await saveDescription(panel.did, p.kind, panel.text.trim());
      // On success the lists are loaded again (spec 3 §7: GET /vehicles/descriptions).
      const a = await loadDescriptions();
      d.set({ inout: a.vehicle_inout_descriptions, thermometer: a.vehicle_thermometer_descriptions });
      toastSuccess(t.added);
      if (panel.did === 0) {
        const list = p.kind === 'inout' ? a.vehicle_inout_descriptions : a.vehicle_thermometer_descriptions;
        const added = list.filter((o) => o.text === panel.text.trim()).at(-1);
        if (added) p.onChange?.(added.value);
      }
      setPanel(null);
    } catch {
      // The answer's err: no success action (spec 3 §8).
    }
  }

  return (
    <Select
      allowClear
      value={p.value ?? undefined}
      onChange={(v) => p.onChange?.(v ?? null)}
      disabled={p.disabled}
      style={{ width: '100%' }}
      data-testid={p.testId}
      options={options.map((o) => ({ value: o.value, label: o.text }))}
      optionRender={(o) => (
        <Space style={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>{o.label}</span>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={t.edit}
            onMouseDown={(e) => e.preventDefault()}
            onClick={(e) => {
              e.stopPropagation();
              setPanel({ did: Number(o.value), text: String(o.label) });
            }}
          />
        </Space>
      )}
      popupRender={(menu) => (
        <>
          {menu}
          <Divider style={{ margin: '6px 0' }} />
          {panel ? (
            <Space.Compact style={{ width: '100%', padding: '0 6px 6px' }}>
              <Input
                autoFocus
                value={panel.text}
                placeholder={t.placeholder}
                maxLength={100}
                onChange={(e) => setPanel({ ...panel, text: e.target.value })}
                onKeyDown={(e) => e.stopPropagation()}
                data-testid="vehicle-description-input"
              />
              <Button type="primary" onClick={() => void submit()} data-testid="vehicle-description-save">
                {t.save}
              </Button>
            </Space.Compact>
          ) : (
            <Button
              type="link"
              icon={<PlusOutlined />}
              onClick={() => setPanel({ did: 0, text: '' })}
              data-testid="vehicle-description-add"
            >
              {t.add}
            </Button>
          )}
        </>
      )}
    />
  );
}
