import { Checkbox, Col, Divider, Form, Row, Select } from 'antd';
import { TF_FLAGS, type VehicleDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { DescriptionSelect } from './DescriptionSelect';
import { Check, Num } from './fields';

const t = pl.vehicles;

function TachoInput({ index, details }: { index: number; details: VehicleDetailsAnswer }) {
  const form = Form.useFormInstance();
  const active = Form.useWatch(['tacho_inputs', index, 'active'], { form, preserve: true }) === true;
  return (
    <Row gutter={8} align="middle" style={{ marginBottom: 6 }}>
      <Col span={4}>
        <Form.Item name={['tacho_inputs', index, 'active']} valuePropName="checked" noStyle>
          <Checkbox>{t.inputs.input(index + 1)}</Checkbox>
        </Form.Item>
      </Col>
      <Col span={10}>
        <Form.Item name={['tacho_inputs', index, 'description_id']} noStyle>
          <DescriptionSelect kind="inout" disabled={!active} />
        </Form.Item>
      </Col>
      <Col span={10}>
        <Form.Item name={['tacho_inputs', index, 'type_id']} noStyle>
          <Select
            allowClear
            disabled={!active}
            style={{ width: '100%' }}
            options={details.vehicle_inout_types.map((o) => ({ value: o.value, label: o.text }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Tachograph flags, ports and tacho inputs (spec 3 §3.1 'Tachograph and port settings'). */
export function TachoTab({ details }: { details: VehicleDetailsAnswer }) {
  return (
    <div data-testid="vehicle-tab-tacho">
      <Divider titlePlacement="start">{t.sections.tachoFlags}</Divider>
      <Row gutter={16}>
        {TF_FLAGS.map((f) => (
          <Col key={f} span={12}>
            <Check name={f} />
          </Col>
        ))}
      </Row>
      <Divider titlePlacement="start">{t.sections.ports}</Divider>
      <Row gutter={16}>
        <Col span={6}>
          <Check name="voltage_port_exist" />
        </Col>
        <Col span={6}>
          <Num name="voltage_port" integer min={1} max={4} />
        </Col>
        <Col span={6}>
          <Check name="battery_level_port_exist" />
        </Col>
        <Col span={6}>
          <Num name="battery_level_port" integer min={1} max={4} />
        </Col>
        <Col span={12}>
          <Num name="emergency_braking_time" max={100} />
        </Col>
        <Col span={12}>
          <Num name="rapid_acceleration_time" max={100} />
        </Col>
      </Row>
      <Divider titlePlacement="start">{t.sections.tachoInputs}</Divider>
      {Array.from({ length: 8 }, (_, i) => (
        <TachoInput key={i} index={i} details={details} />
      ))}
    </div>
  );
}
