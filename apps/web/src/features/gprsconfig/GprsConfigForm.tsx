import { Fragment, type ReactNode } from 'react';
import { Checkbox, Col, Divider, Form, Input, Row, Typography } from 'antd';
import { GPRS_OPTION_KEYS, type GprsConfigEntry } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { numberText } from './gprsModel';

const t = pl.gprsConfig;

type Reported = string | number | null | undefined;

/**
 * A read-only value (read-only rather than disabled, so it stays legible); a value the device
 * did not report is empty with the hint, an empty text it reported is just empty.
 */
function Value({ value, testId }: { value: Reported; testId: string }) {
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

/** One read-only row: its label, its test id, the reported value; a 'use reserves' box below when given. */
interface Field {
  label: string;
  id: string;
  value: Reported;
  reserves?: { id: string; value: boolean | null | undefined };
}

function Fields({ fields }: { fields: Field[] }) {
  return fields.map((f) => (
    <Fragment key={f.id}>
      <Form.Item label={f.label}>
        <Value value={f.value} testId={`gprs-${f.id}`} />
      </Form.Item>
      {f.reserves && (
        <Form.Item wrapperCol={{ offset: 12, span: 12 }}>
          <Flag value={f.reserves.value} label={t.useReserves} testId={`gprs-${f.reserves.id}`} />
        </Form.Item>
      )}
    </Fragment>
  ));
}

/** 'Stałe zarządzające' in its titled parts: saving to memory, GSM resets, sleep mode. */
function constantSections(c: GprsConfigEntry['constants']): { key: string; title: ReactNode; fields: Field[] }[] {
  return [
    {
      key: 'memory',
      title: t.memory,
      fields: [
        { label: t.everyMeters, id: 'save-distance', value: c.save_distance_m },
        { label: t.everySeconds, id: 'save-period', value: c.save_period_s },
        { label: t.everyAzimuth, id: 'save-angle', value: c.save_angle_deg },
        { label: t.everyTemperature, id: 'save-temperature', value: c.save_temperature_c },
      ],
    },
    {
      key: 'resets',
      title: t.gsmResets,
      fields: [
        { label: t.resetsDomestic, id: 'resets-domestic', value: c.gsm_resets_domestic },
        { label: t.resetsAbroad, id: 'resets-abroad', value: c.gsm_resets_abroad },
      ],
    },
    {
      key: 'sleep',
      title: <Flag value={c.gsm_sleep} label={t.sleep} testId="gprs-sleep" />,
      fields: [{ label: t.sleepAfter, id: 'sleep-after', value: c.gsm_sleep_standstill_s }],
    },
  ];
}

/** 'GPRS': operator APN, login, password, address, port, protocol, call limits with 'use reserves'. */
function gprsFields(g: GprsConfigEntry['gprs']): Field[] {
  return [
    { label: t.apn, id: 'apn', value: g.apn },
    { label: t.login, id: 'login', value: g.login },
    { label: t.password, id: 'password', value: g.password },
    { label: t.ip, id: 'ip', value: g.ip },
    { label: t.port, id: 'port', value: g.port },
    { label: t.protocol, id: 'protocol', value: g.protocol },
    {
      label: t.callsDomestic,
      id: 'calls-domestic',
      value: g.calls_domestic_per_day,
      reserves: { id: 'calls-domestic-reserves', value: g.calls_domestic_reserves },
    },
    {
      label: t.callsAbroad,
      id: 'calls-abroad',
      value: g.calls_abroad_per_month,
      reserves: { id: 'calls-abroad-reserves', value: g.calls_abroad_reserves },
    },
  ];
}

const Section = ({ children }: { children: ReactNode }) => (
  <Divider titlePlacement="start" plain className="gprs-divider">
    {children}
  </Divider>
);

/**
 * The right side of spec 3 §2.12 for one reading: 'Stałe zarządzające' (saving to memory,
 * GSM resets, sleep mode, the device options) and 'GPRS' (operator APN, login, password,
 * address, port, protocol, call limits with 'use reserves'). Everything is read-only: the
 * values are what the device reported; a box the device did not report is shown undetermined.
 */
export function GprsConfigForm({ entry }: { entry: GprsConfigEntry }) {
  const c = entry.constants;
  return (
    <Form layout="horizontal" labelCol={{ span: 12 }} wrapperCol={{ span: 12 }} size="small" className="gprs-form">
      <Row gutter={24}>
        <Col span={14} data-testid="gprs-constants">
          <Typography.Title level={5}>{t.constants}</Typography.Title>
          {constantSections(c).map((part) => (
            <Fragment key={part.key}>
              <Section>{part.title}</Section>
              <Fields fields={part.fields} />
            </Fragment>
          ))}
          <Section>{t.options}</Section>
          <div className="gprs-options">
            {GPRS_OPTION_KEYS.map((key) => (
              <Flag key={key} value={c.options[key]} label={t.optionLabels[key] ?? key} testId={`gprs-option-${key}`} />
            ))}
          </div>
        </Col>
        <Col span={10} data-testid="gprs-link">
          <Typography.Title level={5}>{t.gprs}</Typography.Title>
          <Fields fields={gprsFields(entry.gprs)} />
        </Col>
      </Row>
    </Form>
  );
}
