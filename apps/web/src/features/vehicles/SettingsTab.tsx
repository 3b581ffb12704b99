import { Col, Divider, Row } from 'antd';
import { CAN_FLAGS, type VehicleDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { Check, Num, Sel } from './fields';

const t = pl.vehicles;

/** Tab 'Ustawienia': vehicle settings, automatic own points, CAN attachment data, conversion parameters. */
export function SettingsTab({ details }: { details: VehicleDetailsAnswer }) {
  return (
    <div data-testid="vehicle-tab-settings">
      <Divider titlePlacement="start">{t.sections.vehicleSettings}</Divider>
      <Row gutter={16}>
        <Col span={8}>
          <Num name="max_velocity" integer max={400} testId="vehicle-max_velocity" />
        </Col>
        <Col span={8}>
          <Num name="optimal_velocity" integer max={400} />
        </Col>
        <Col span={8}>
          <Num name="permissible_loading" max={1000} />
        </Col>
        <Col span={8}>
          <Num name="max_revolutions" integer max={20000} />
        </Col>
        <Col span={8}>
          <Num name="optimal_revolutions" integer max={20000} />
        </Col>
        <Col span={8}>
          <Num name="idle_revolution_percent" max={100} />
        </Col>
      </Row>
      <Divider titlePlacement="start">{t.sections.autoPoints}</Divider>
      <Row gutter={16}>
        <Col span={8}>
          <Check name="autosolidtf__stop" />
          <Num name="auto_solid_stop_time" integer max={604800} />
        </Col>
        <Col span={8}>
          <Check name="autosolidtf__halt" />
          <Num name="auto_solid_halt_time" integer max={604800} />
        </Col>
        <Col span={8}>
          <Check name="autosolidtf__inputs" />
          <Num name="auto_solid_input_time" integer max={604800} />
          <Sel name="autosolid_orand" options={details.autosolid_orand} />
        </Col>
      </Row>
      <Row gutter={8}>
        {Array.from({ length: 8 }, (_, i) => (
          <Col key={i} span={3}>
            <Check name={`autosolidtf__input${i + 1}`} label={t.inputs.input(i + 1)} />
          </Col>
        ))}
      </Row>
      <Divider titlePlacement="start">{t.sections.can}</Divider>
      <Row gutter={16}>
        {CAN_FLAGS.map((f) => (
          <Col key={f} span={8}>
            <Check name={f} />
          </Col>
        ))}
      </Row>
      <Divider titlePlacement="start">{t.sections.conversion}</Divider>
      <Row gutter={16}>
        <Col span={8}>
          <Num name="tacho_pulse_no" integer placeholder="4" />
        </Col>
        <Col span={8}>
          <Num name="tacho_pulse_meters" placeholder="1" />
        </Col>
        <Col span={8}>
          <Num name="tacho_distance_divisor" placeholder="100" />
        </Col>
        <Col span={8}>
          <Num name="gps_distance_divisor" placeholder="100" />
        </Col>
        <Col span={8}>
          <Num name="change_of_voltage" />
        </Col>
      </Row>
    </div>
  );
}
