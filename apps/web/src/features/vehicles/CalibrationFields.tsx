import { Checkbox, Col, Input, Row, Select, Typography } from 'antd';
import type { FuelCalibration } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { NumberInput, numberValue } from '../../kit/ui/NumberInput';
import { DateText } from './DateText';

const t = pl.vehicles.calibration;

type NumberKey =
  | 'fuel_tank_minimum'
  | 'fuel_untank_minimum'
  | 'fuel_idle_usage'
  | 'algorithm_deviation'
  | 'algorithm_point_analyse'
  | 'algorithm_attraction_factor'
  | 'time_correction_minutes';

/** Litres and factors keep up to three decimals; counts of points and minutes are whole. */
const CALIBRATION_DECIMALS: Record<NumberKey, number> = {
  fuel_tank_minimum: 3,
  fuel_untank_minimum: 3,
  fuel_idle_usage: 3,
  algorithm_deviation: 3,
  algorithm_point_analyse: 0,
  algorithm_attraction_factor: 3,
  time_correction_minutes: 0,
};

const FLAG_KEYS = [
  'combined_tank',
  'motohours',
  'correct_on_stop',
  'system_with_power_off',
  'fuel_km',
  'calibration_invert',
  'inc_floss_key_on',
  'time_correction',
] as const;

/** A calibration's own parameters (spec 3 §3.2); time_correction_minutes needs time_correction (§5). */
export function CalibrationFields(p: {
  value: FuelCalibration;
  onChange: (c: FuelCalibration) => void;
  disabled: boolean;
  meterTypes: { value: number; text: string }[];
}) {
  const c = p.value;
  const set = (patch: Partial<FuelCalibration>) => p.onChange({ ...c, ...patch });
  const num = (key: NumberKey, label: string, disabled = false) => (
    <Col span={6}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <NumberInput
        value={c[key]}
        decimals={CALIBRATION_DECIMALS[key]}
        min={0}
        disabled={p.disabled || disabled}
        onChange={(v) => set({ [key]: numberValue(v) } as Partial<FuelCalibration>)}
        style={{ width: '100%' }}
        data-testid={`vehicle-calibration-${key}`}
      />
    </Col>
  );
  return (
    <div className="vehicle-calibration-fields" data-testid="vehicle-calibration-fields">
      <Row gutter={12}>
        <Col span={6}>
          <Typography.Text type="secondary">{t.fromDate}</Typography.Text>
          <DateText value={c.from_date} onChange={(v) => set({ from_date: v })} disabled={p.disabled} />
        </Col>
        <Col span={6}>
          <Typography.Text type="secondary">{t.toDate}</Typography.Text>
          <DateText value={c.to_date} onChange={(v) => set({ to_date: v })} disabled={p.disabled} />
        </Col>
        <Col span={6}>
          <Typography.Text type="secondary">{t.meterType}</Typography.Text>
          <MeterTypeSelect
            value={c.fuel_meter_type_id}
            options={p.meterTypes}
            disabled={p.disabled}
            onChange={(v) => set({ fuel_meter_type_id: v })}
          />
        </Col>
        <Col span={6}>
          <Typography.Text type="secondary">{t.text}</Typography.Text>
          <Input value={c.text} maxLength={250} disabled={p.disabled} onChange={(e) => set({ text: e.target.value })} />
        </Col>
        {num('fuel_tank_minimum', t.tankMinimum)}
        {num('fuel_untank_minimum', t.untankMinimum)}
        {num('fuel_idle_usage', t.idleUsage)}
        {num('algorithm_deviation', t.deviation)}
        {num('algorithm_point_analyse', t.pointAnalyse)}
        {num('algorithm_attraction_factor', t.attraction)}
        {num('time_correction_minutes', t.timeCorrectionMinutes, !c.time_correction)}
      </Row>
      <Row gutter={12} style={{ marginTop: 8 }}>
        {FLAG_KEYS.map((k) => (
          <Col key={k} span={6}>
            <Checkbox
              checked={c[k]}
              disabled={p.disabled}
              onChange={(e) => set({ [k]: e.target.checked } as Partial<FuelCalibration>)}
            >
              {t.flags[k]}
            </Checkbox>
          </Col>
        ))}
      </Row>
    </div>
  );
}

/** The fuel meter type of a calibration, as the dialog's select shows it. */
function MeterTypeSelect(p: {
  value: number;
  options: { value: number; text: string }[];
  onChange: (v: number) => void;
  disabled: boolean;
}) {
  return (
    <Select
      value={p.value}
      disabled={p.disabled}
      onChange={p.onChange}
      options={p.options.map((o) => ({ value: o.value, label: o.text }))}
      style={{ width: '100%' }}
    />
  );
}
