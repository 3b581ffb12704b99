import { Checkbox, Col, Divider, Form, Row, Typography } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { DescriptionSelect } from './DescriptionSelect';
import { Num } from './fields';

const t = pl.vehicles.thermo;
const s = pl.vehicles.sections;

/** Limits of spec 3 §5: GPS thermometers (1–4) and DECON (5–16). */
const LIMITS = {
  thermometers: { rewrite: 4, min: [-100, 100], max: [-100, 300] },
  thermometers_decon: { rewrite: 16, min: [-270, 900], max: [-270, 900] },
} as const;

function ThermoRow({ list, index }: { list: 'thermometers' | 'thermometers_decon'; index: number }) {
  const form = Form.useFormInstance();
  const active = Form.useWatch([list, index, 'active'], { form, preserve: true }) === true;
  const no = Form.useWatch([list, index, 'no'], { form, preserve: true }) as number | undefined;
  const l = LIMITS[list];
  const id = `vehicle-thermo-${no ?? index}`;
  return (
    <Row gutter={6} align="middle" style={{ marginBottom: 6 }} data-testid={id}>
      <Col span={2}>
        <Form.Item name={[list, index, 'active']} valuePropName="checked" noStyle>
          <Checkbox data-testid={`${id}-active`}>{`T${no ?? ''}`}</Checkbox>
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[list, index, 'description_id']} noStyle>
          <DescriptionSelect kind="thermometer" disabled={!active} testId={`${id}-description`} />
        </Form.Item>
      </Col>
      <Col span={3}>
        <Num name={[list, index, 'multiplier']} min={0} max={1000} disabled={!active} noStyle />
      </Col>
      <Col span={3}>
        <Num name={[list, index, 'increase']} min={-10} max={10} disabled={!active} noStyle />
      </Col>
      <Col span={2}>
        <Num name={[list, index, 'rewrite_value']} min={1} max={l.rewrite} integer disabled={!active} noStyle />
      </Col>
      <Col span={2}>
        <Num name={[list, index, 'rewrite_sign']} min={1} max={l.rewrite} integer disabled={!active} noStyle />
      </Col>
      <Col span={3}>
        <Num
          name={[list, index, 'temp_min']}
          min={l.min[0]}
          max={l.min[1]}
          disabled={!active}
          noStyle
          testId={`${id}-min`}
        />
      </Col>
      <Col span={3}>
        <Num
          name={[list, index, 'temp_max']}
          min={l.max[0]}
          max={l.max[1]}
          disabled={!active}
          noStyle
          testId={`${id}-max`}
        />
      </Col>
    </Row>
  );
}

function Header() {
  const cols: [number, string][] = [
    [2, t.no],
    [6, t.description],
    [3, t.multiplier],
    [3, t.increase],
    [2, t.rewrite_value],
    [2, t.rewrite_sign],
    [3, t.temp_min],
    [3, t.temp_max],
  ];
  return (
    <Row gutter={6} style={{ marginBottom: 6 }}>
      {cols.map(([span, text]) => (
        <Col key={text} span={span}>
          <Typography.Text strong>{text}</Typography.Text>
        </Col>
      ))}
    </Row>
  );
}

/** Thermometers: 4 GPS thermometers and 12 DECON (spec 3 §3.1, §9). */
export function ThermometersTab() {
  return (
    <div data-testid="vehicle-tab-thermometers">
      <Divider titlePlacement="start">{s.gpsThermometers}</Divider>
      <Header />
      {Array.from({ length: 4 }, (_, i) => (
        <ThermoRow key={i} list="thermometers" index={i} />
      ))}
      <Divider titlePlacement="start">{s.deconThermometers}</Divider>
      <Header />
      {Array.from({ length: 12 }, (_, i) => (
        <ThermoRow key={i} list="thermometers_decon" index={i} />
      ))}
    </div>
  );
}
