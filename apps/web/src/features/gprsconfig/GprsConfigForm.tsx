import { Checkbox, Col, Divider, Form, Input, Row, Typography } from 'antd';
import { GPRS_OPTION_KEYS, type GprsConfigEntry } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { numberText } from './gprsModel';

const t = pl.gprsConfig;

/**
 * A read-only value (read-only rather than disabled, so it stays legible); a value the device
 * did not report is empty with the hint, an empty text it reported is just empty.
 */
function Value({ value, testId }: { value: string | number | null | undefined; testId: string }) {
  const missing = value === null || value === undefined;
  const text = typeof value === 'number' ? numberText(value) : (value ?? '');
  return (
    <Input
      size="small"
      readOnly
      variant="filled"
      value={text}
      placeholder={missing ? t.notReported : undefined}
      data-testid={testId}
    />
  );
}

function Flag({ value, label, testId }: { value: boolean | null | undefined; label: string; testId: string }) {
  return (
    <Checkbox
      checked={value === true}
      indeterminate={value === null || value === undefined}
      disabled
      data-testid={testId}
    >
      {label}
    </Checkbox>
  );
}

/**
 * The right side of spec 3 §2.12 for one reading: 'Stałe zarządzające' (saving to memory,
 * GSM resets, sleep mode, the device options) and 'GPRS' (operator APN, login, password,
 * address, port, protocol, call limits with 'use reserves'). Everything is read-only: the
 * values are what the device reported; a box the device did not report is shown undetermined.
 */
export function GprsConfigForm({ entry }: { entry: GprsConfigEntry }) {
  const c = entry.constants;
  const g = entry.gprs;
  return (
    <Form layout="horizontal" labelCol={{ span: 12 }} wrapperCol={{ span: 12 }} size="small" className="gprs-form">
      <Row gutter={24}>
        <Col span={14} data-testid="gprs-constants">
          <Typography.Title level={5}>{t.constants}</Typography.Title>
          <Divider titlePlacement="start" plain className="gprs-divider">
            {t.memory}
          </Divider>
          <Form.Item label={t.everyMeters}>
            <Value value={c.save_distance_m} testId="gprs-save-distance" />
          </Form.Item>
          <Form.Item label={t.everySeconds}>
            <Value value={c.save_period_s} testId="gprs-save-period" />
          </Form.Item>
          <Form.Item label={t.everyAzimuth}>
            <Value value={c.save_angle_deg} testId="gprs-save-angle" />
          </Form.Item>
          <Form.Item label={t.everyTemperature}>
            <Value value={c.save_temperature_c} testId="gprs-save-temperature" />
          </Form.Item>
          <Divider titlePlacement="start" plain className="gprs-divider">
            {t.gsmResets}
          </Divider>
          <Form.Item label={t.resetsDomestic}>
            <Value value={c.gsm_resets_domestic} testId="gprs-resets-domestic" />
          </Form.Item>
          <Form.Item label={t.resetsAbroad}>
            <Value value={c.gsm_resets_abroad} testId="gprs-resets-abroad" />
          </Form.Item>
          <Divider titlePlacement="start" plain className="gprs-divider">
            <Flag value={c.gsm_sleep} label={t.sleep} testId="gprs-sleep" />
          </Divider>
          <Form.Item label={t.sleepAfter}>
            <Value value={c.gsm_sleep_standstill_s} testId="gprs-sleep-after" />
          </Form.Item>
          <Divider titlePlacement="start" plain className="gprs-divider">
            {t.options}
          </Divider>
          <div className="gprs-options">
            {GPRS_OPTION_KEYS.map((key) => (
              <Flag key={key} value={c.options[key]} label={t.optionLabels[key] ?? key} testId={`gprs-option-${key}`} />
            ))}
          </div>
        </Col>
        <Col span={10} data-testid="gprs-link">
          <Typography.Title level={5}>{t.gprs}</Typography.Title>
          <Form.Item label={t.apn}>
            <Value value={g.apn} testId="gprs-apn" />
          </Form.Item>
          <Form.Item label={t.login}>
            <Value value={g.login} testId="gprs-login" />
          </Form.Item>
          <Form.Item label={t.password}>
            <Value value={g.password} testId="gprs-password" />
          </Form.Item>
          <Form.Item label={t.ip}>
            <Value value={g.ip} testId="gprs-ip" />
          </Form.Item>
          <Form.Item label={t.port}>
            <Value value={g.port} testId="gprs-port" />
          </Form.Item>
          <Form.Item label={t.protocol}>
            <Value value={g.protocol} testId="gprs-protocol" />
          </Form.Item>
          <Form.Item label={t.callsDomestic}>
            <Value value={g.calls_domestic_per_day} testId="gprs-calls-domestic" />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 12, span: 12 }}>
            <Flag value={g.calls_domestic_reserves} label={t.useReserves} testId="gprs-calls-domestic-reserves" />
          </Form.Item>
          <Form.Item label={t.callsAbroad}>
            <Value value={g.calls_abroad_per_month} testId="gprs-calls-abroad" />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 12, span: 12 }}>
            <Flag value={g.calls_abroad_reserves} label={t.useReserves} testId="gprs-calls-abroad-reserves" />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
