import { useState } from 'react';
import { Button, Col, Divider, Form, Input, Row, Select, Space } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { VEHICLE_MSG, deviceIdError, type VehicleDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { DeviceIdInput } from './DeviceIdInput';
import { Sel, Txt } from './fields';
import { StatusHistoryDialog } from './StatusHistoryDialog';

const t = pl.vehicles;
const d = pl.vehicleDevice;

/** Tab 'Ogólne' (spec 3 §2.1): vehicle data and recorder data. */
export function GeneralTab({ details, onEdited }: { details: VehicleDetailsAnswer; onEdited: () => void }) {
  const form = Form.useFormInstance();
  const protocol = (Form.useWatch('device_protocol', form) as 'teltonika' | 'osmand' | undefined) ?? 'teltonika';
  const [history, setHistory] = useState(false);
  return (
    <div data-testid="vehicle-tab-general">
      <Divider titlePlacement="start">{t.sections.vehicle}</Divider>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="reg_no"
            label={t.f.reg_no}
            validateTrigger={['onBlur', 'onChange']}
            rules={[{ required: true, whitespace: true, message: VEHICLE_MSG.regNoRequired }]}
          >
            <Input maxLength={64} data-testid="vehicle-reg_no" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Txt name="brand" max={100} />
        </Col>
        <Col span={8}>
          <Sel name="vehicle_type_id" options={details.vehicle_types} allowClear={false} />
        </Col>
        <Col span={8}>
          <Txt name="number" max={50} />
        </Col>
        <Col span={8}>
          <Sel name="vehicle_icon_id" options={details.vehicle_icons} allowClear={false} />
        </Col>
        <Col span={8}>
          <Form.Item name="vehicle_icon_color" label={t.f.vehicle_icon_color}>
            <Input type="color" style={{ width: 80 }} data-testid="vehicle-vehicle_icon_color" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t.f.vehicle_status_id}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="vehicle_status_id" noStyle>
                <Select
                  options={details.vehicle_statuses.map((o) => ({ value: o.value, label: o.text }))}
                  data-testid="vehicle-vehicle_status_id"
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)} data-testid="vehicle-status-history">
                {t.statusHistoryButton}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col span={16}>
          <Txt name="description" max={1000} textarea />
        </Col>
      </Row>
      <Divider titlePlacement="start">{t.sections.recorder}</Divider>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="device_protocol" label={d.protocol} tooltip={t.protocolHint}>
            <Select
              options={(['teltonika', 'osmand'] as const).map((p) => ({ value: p, label: d.protocols[p] }))}
              data-testid="vehicle-device_protocol"
              onChange={() => void form.validateFields(['imei']).catch(() => undefined)}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="imei"
            label={d.idLabel[protocol]}
            required
            extra={d.idHint[protocol]}
            dependencies={['device_protocol']}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  const problem = deviceIdError(protocol, (value ?? '').trim());
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <DeviceIdInput protocol={protocol} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Txt name="simcard_no" max={32} />
        </Col>
        <Col span={8}>
          <Sel name="gps_type_id" options={details.gps_types} />
        </Col>
        <Col span={8}>
          <Txt name="gps_soft_no" disabled />
        </Col>
        <Col span={8}>
          <Txt name="business_phone_no" max={32} />
        </Col>
        <Col span={8}>
          <Sel name="vehicle_lpg_type_id" options={details.lpg_types} />
        </Col>
        <Col span={8}>
          <Sel name="power_counter_id" options={details.power_counters} />
        </Col>
      </Row>
      <StatusHistoryDialog
        open={history}
        options={details.vehicle_statuses}
        onClose={() => setHistory(false)}
        onEdited={onEdited}
      />
    </div>
  );
}
