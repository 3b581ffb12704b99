import { useState } from 'react';
import { App, Button, Divider, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { VEHICLE_MSG, descriptionKey } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { answerOf } from '../../kit/records/recordErrors';
import { toastError, toastSuccess } from '../../kit/ui/toasts';
import { deleteDescription, loadDescriptions, saveDescription, type Descriptions } from './api';
import { useDescriptions } from './descriptionsContext';

const t = pl.vehicles.descriptions;

/** The server's message of a refused call (field first), or null. */
function refusal(e: unknown): string | null {
  const err = (answerOf(e) as { err?: Record<string, unknown> } | undefined)?.err;
  const text = err?.description ?? err?.global;
  return typeof text === 'string' && text !== '' ? text : null;
}

/**
 * An input or thermometer description (spec 3 §3.1, §4): chosen from the company's list; the
 * panel under the list ('Dodaj nowy opis', or edit beside an option) saves a description of at
 * least 3 characters (shorter: nothing happens, spec 3 §5) and reloads the list. A wording the
 * list already has is refused with its message (issue 27), and the bin beside an option deletes
 * it after a confirmation naming it; the server refuses one a vehicle uses, naming the vehicles.
 */
export function DescriptionSelect(p: {
  kind: 'inout' | 'thermometer';
  value?: number | null;
  onChange?: (v: number | null) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const d = useDescriptions();
  const { modal } = App.useApp();
  const [panel, setPanel] = useState<{ did: number; text: string; error?: string } | null>(null);
  const options = d[p.kind];

  const apply = (a: Descriptions) =>
    d.set({ inout: a.vehicle_inout_descriptions, thermometer: a.vehicle_thermometer_descriptions });

  async function submit() {
    if (!panel || panel.text.trim().length < 3) return;
    const text = panel.text.trim();
    const twin = options.find((o) => o.value !== panel.did && descriptionKey(o.text) === descriptionKey(text));
    if (twin) {
      setPanel({ ...panel, error: VEHICLE_MSG.descriptionTaken(twin.text) });
      return;
    }
    try {
      await saveDescription(panel.did, p.kind, text);
      // On success the lists are loaded again (spec 3 §7: GET /vehicles/descriptions).
      const a = await loadDescriptions();
      apply(a);
      toastSuccess(t.added);
      if (panel.did === 0) {
        const list = p.kind === 'inout' ? a.vehicle_inout_descriptions : a.vehicle_thermometer_descriptions;
        const added = list.filter((o) => o.text === text).at(-1);
        if (added) p.onChange?.(added.value);
      }
      setPanel(null);
    } catch (e) {
      // A refusal with a message (a twin saved meanwhile) is shown under the field.
      const message = refusal(e);
      if (message) setPanel({ ...panel, error: message });
    }
  }

  function remove(did: number, text: string) {
    modal.confirm({
      title: t.removeTitle,
      content: t.removeConfirm(text),
      okText: t.removeOk,
      okButtonProps: { danger: true, ...({ 'data-testid': 'vehicle-description-remove-ok' } as object) },
      cancelText: t.removeCancel,
      onOk: async () => {
        try {
          apply(await deleteDescription(did, p.kind));
          if (p.value === did) p.onChange?.(null);
          toastSuccess(t.removed);
        } catch (e) {
          const message = refusal(e);
          if (message) toastError(message);
        }
      },
    });
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
          <span>
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
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t.remove}
              title={t.remove}
              onMouseDown={(e) => e.preventDefault()}
              onClick={(e) => {
                e.stopPropagation();
                remove(Number(o.value), String(o.label));
              }}
              data-testid="vehicle-description-remove"
            />
          </span>
        </Space>
      )}
      popupRender={(menu) => (
        <>
          {menu}
          <Divider style={{ margin: '6px 0' }} />
          {panel ? (
            <div style={{ padding: '0 6px 6px' }}>
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  autoFocus
                  value={panel.text}
                  placeholder={t.placeholder}
                  maxLength={100}
                  status={panel.error ? 'error' : undefined}
                  onChange={(e) => setPanel({ did: panel.did, text: e.target.value })}
                  onKeyDown={(e) => e.stopPropagation()}
                  data-testid="vehicle-description-input"
                />
                <Button type="primary" onClick={() => void submit()} data-testid="vehicle-description-save">
                  {t.save}
                </Button>
              </Space.Compact>
              {panel.error && (
                <Typography.Text type="danger" role="alert" data-testid="vehicle-description-error">
                  {panel.error}
                </Typography.Text>
              )}
            </div>
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
