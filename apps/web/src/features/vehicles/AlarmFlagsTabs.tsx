import { Col, Divider, Row } from 'antd';
import { INSPECTION_P_COUNT, INSPECTION_W_COUNT } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { AlarmFlag } from './AlarmFlag';
import { Check } from './fields';

const a = pl.vehicles.alarms as Record<string, (n: number) => string>;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Sub-tab 'Wejścia i wyjścia': an alarm per input and output 1–4 with its time. */
export function AlarmsInOut() {
  return (
    <div data-testid="vehicle-alarms-inout">
      {range(4).map((n) => (
        <AlarmFlag key={`i${n}`} name={`alarm_input_${n}`} label={a.input(n)} />
      ))}
      <Divider />
      {range(4).map((n) => (
        <AlarmFlag key={`o${n}`} name={`alarm_output_${n}`} label={a.output(n)} />
      ))}
    </div>
  );
}

/** Sub-tab 'Temperatury i praca pojazdu'. */
export function AlarmsTempWork() {
  return (
    <div data-testid="vehicle-alarms-temp">
      <Row gutter={8}>
        {range(16).map((n) => (
          <Col span={6} key={n}>
            <Check name={`alarmtf__alarm_t${n}_min`} label={a.tMin(n)} />
            <Check name={`alarmtf__alarm_t${n}_max`} label={a.tMax(n)} />
          </Col>
        ))}
      </Row>
      <Divider />
      {[
        'no_thermo',
        'speeding',
        'engine_work_without_driver',
        'voltage_minmax',
        'power_off',
        'gps_no_range',
        'txd_no_data',
        'gps_no_range_key',
        'disconnect_antenna_gps',
        'short_circuit_antenna_gps',
        'open_device',
        'fast_breaking',
        'fast_acceleration',
        'no_employed_worker',
      ].map((f) => (
        <AlarmFlag key={f} name={f} />
      ))}
    </div>
  );
}

/** Sub-tab 'Paliwo i serwis'. */
export function AlarmsFuelService() {
  return (
    <div data-testid="vehicle-alarms-fuel">
      {[
        'pure_off',
        'pure_off_guard',
        'big_use',
        'probe_1_no_data',
        'probe_2_no_data',
        'flowmeter_min_usage',
        'flowmeter_max_usage',
      ].map((f) => (
        <AlarmFlag key={f} name={f} />
      ))}
    </div>
  );
}

/** Sub-tab 'Przeglądy': reminder and overrun alarms of periodic (1–12) and work-time (W1–W8) inspections. */
export function AlarmsInspections() {
  const t = pl.vehicles.alarms;
  const row = (key: string, label: string) => (
    <Row key={key} gutter={8}>
      <Col span={8}>{label}</Col>
      <Col span={8}>
        <Check name={`alarmtf__inspection_${key}_remind`} label={t.remind as string} />
      </Col>
      <Col span={8}>
        <Check name={`alarmtf__inspection_${key}_timeout`} label={t.timeout as string} />
      </Col>
    </Row>
  );
  return (
    <div data-testid="vehicle-alarms-inspections">
      {range(INSPECTION_P_COUNT).map((n) => row(`p${n}`, a.inspectionP(n)))}
      <Divider />
      {range(INSPECTION_W_COUNT).map((n) => row(`w${n}`, a.inspectionW(n)))}
    </div>
  );
}
