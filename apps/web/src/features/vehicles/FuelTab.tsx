import { useState } from 'react';
import { Button, Col, Divider, Form, Row, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import type { FuelCalibration, VehicleDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { CalibrationDialog } from './CalibrationDialog';
import { Num, Sel, Txt } from './fields';

const t = pl.vehicles;

/** Tab 'Paliwo' (spec 3 §2.1): probe configuration with the calibrations, flow meter configuration. */
export function FuelTab({ details, onEdited }: { details: VehicleDetailsAnswer; onEdited: () => void }) {
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const cals = (Form.useWatch('calibrations', { form, preserve: true }) as FuelCalibration[] | undefined) ?? [];
  const active = cals.find((c) => c.active);
  return (
    <div data-testid="vehicle-tab-fuel">
      <Divider titlePlacement="start">{t.sections.probe}</Divider>
      <Row gutter={16} align="bottom">
        <Col span={16}>
          <Form.Item label={t.f.fuel_meter_calibration_id}>
            <Typography.Text data-testid="vehicle-active-calibration">
              {active
                ? `${active.from_date}${active.to_date ? ` – ${active.to_date}` : ''}${active.text ? ` (${active.text})` : ''}`
                : t.noCalibration}
            </Typography.Text>
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item>
            <Button icon={<ExperimentOutlined />} onClick={() => setOpen(true)} data-testid="vehicle-calibrations">
              {t.calibrationsButton}
            </Button>
          </Form.Item>
        </Col>
        <Col span={8}>
          <Sel name="fuel_algorithm_type" options={details.fuel_algorithm_types} />
        </Col>
        <Col span={8}>
          <Num name="fuel_inconsistency" max={10000} />
        </Col>
        <Col span={8}>
          <Txt name="fuel_system_reg_no" max={50} />
        </Col>
      </Row>
      <Divider titlePlacement="start">{t.sections.flowmeter}</Divider>
      <Row gutter={16}>
        <Col span={8}>
          <Sel name="flow_meter_type_id" options={details.fuel_flowmeters} />
        </Col>
        <Col span={8}>
          <Sel name="flow_get_value_from" options={details.flowmeter_value_from} />
        </Col>
        <Col span={8}>
          <Num name="flow_multiplier" placeholder="100" />
        </Col>
        <Col span={8}>
          <Num name="flow_pulse_no" integer />
        </Col>
        <Col span={8}>
          <Num name="flow_pulse_liters" />
        </Col>
        <Col span={8} />
        <Col span={8}>
          <Num name="flow_min_usage" />
        </Col>
        <Col span={8}>
          <Num name="flow_max_usage" />
        </Col>
      </Row>
      {open && (
        <CalibrationDialog
          details={details}
          onClose={() => setOpen(false)}
          onAccept={(list) => {
            form.setFieldValue('calibrations', list);
            onEdited();
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
