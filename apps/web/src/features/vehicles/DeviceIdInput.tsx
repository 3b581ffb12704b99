import { useRef, useState, type ComponentRef, type Ref } from 'react';
import { AutoComplete, Input } from 'antd';
import { integer, type RefusedIdentifier } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { loadRefusedIdentifiers } from './api';

const d = pl.vehicleDevice;

/**
 * The device identifier field: typed, or picked from the devices that tried to connect with an
 * unknown identifier in the last 7 days (issue 28 §1: the gateway keeps them, one row each), so
 * an installer registers a fitted tracker without reading its IMEI off the label.
 * The list is asked for when the field gets focus, once per protocol.
 */
export function DeviceIdInput({
  protocol,
  value,
  onChange,
  ref,
}: {
  protocol: 'teltonika' | 'osmand';
  value?: string;
  onChange?: (v: string) => void;
  /** Form.Item's: the record editor finds its fields by their instances (useRecordEditor.ts). */
  ref?: Ref<ComponentRef<typeof AutoComplete>>;
}) {
  const [refused, setRefused] = useState<{ protocol: string; rows: RefusedIdentifier[] } | null>(null);
  const asked = useRef<string | null>(null);
  const load = () => {
    if (asked.current === protocol) return;
    asked.current = protocol;
    loadRefusedIdentifiers(protocol).then(
      (rows) => setRefused({ protocol, rows }),
      () => setRefused({ protocol, rows: [] }), // suggestions only: the field works without them
    );
  };
  const rows = refused?.protocol === protocol ? refused.rows : [];
  const typed = (value ?? '').trim();
  const options =
    rows.length === 0
      ? []
      : [
          {
            label: d.refusedTitle,
            options: rows
              .filter((r) => typed === '' || r.imei.includes(typed))
              .map((r) => ({
                value: r.imei,
                // Two lines: the identifier never gives way to its details in a narrow popup.
                label: (
                  <div data-testid="vehicle-imei-suggestion" style={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
                    <b>{r.imei}</b>
                    <div style={{ fontSize: 12, opacity: 0.65 }}>{d.refusedOption(r.last, integer(r.count))}</div>
                  </div>
                ),
              })),
          },
        ];
  return (
    <AutoComplete
      ref={ref}
      value={value}
      onChange={onChange}
      onFocus={load}
      options={options}
      popupMatchSelectWidth={420}
    >
      <Input maxLength={64} data-testid="vehicle-imei" />
    </AutoComplete>
  );
}
