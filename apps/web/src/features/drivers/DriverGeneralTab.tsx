import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { DRIVING_LICENSE_CATEGORIES, type DriverDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { DateTimeInput } from './DateTimeInput';
import { driverRule } from './driverRule';

const t = pl.drivers;
const f = t.fields;
const categories = DRIVING_LICENSE_CATEGORIES.map((c) => ({ value: c, label: c }));

/** 'Ogólne' (spec 3 §3.3): personal data, employment, address and driving licence. */
export function DriverGeneralTab({ details }: { details: DriverDetailsAnswer }) {
  const options = (list: readonly { value: number; text: string }[]) =>
    list.map((o) => ({ value: o.value, label: o.text }));
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Divider titlePlacement="start">{t.sections.person}</Divider>
        <Form.Item name="name" label={f.name} required rules={[driverRule('name')]}>
          <Input maxLength={100} data-testid="driver-name" />
        </Form.Item>
        <Form.Item name="surname" label={f.surname} required rules={[driverRule('surname')]}>
          <Input maxLength={100} data-testid="driver-surname" />
        </Form.Item>
        <Form.Item name="pesel" label={f.pesel} rules={[driverRule('pesel')]}>
          {/* A code of digits (leading zeros kept), not a number: not a NumberInput. */}
          <Input maxLength={11} inputMode="numeric" data-code-text="" data-testid="driver-pesel" />
        </Form.Item>
        <Form.Item name="phone_no" label={f.phone_no} rules={[driverRule('phone_no')]}>
          <Input maxLength={20} data-testid="driver-phone" />
        </Form.Item>
        <Divider titlePlacement="start">{t.sections.employment}</Divider>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="driver_status_id" label={f.driver_status_id}>
              <Select options={options(details.driver_statuses)} data-testid="driver-status" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="driver_type_id" label={f.driver_type_id}>
              <Select options={options(details.driver_types)} data-testid="driver-type" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="recruited_from_date"
              label={f.recruited_from_date}
              rules={[driverRule('recruited_from_date')]}
            >
              <DateTimeInput testId="driver-recruited-from" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="recruited_to_date"
              label={f.recruited_to_date}
              dependencies={['recruited_from_date']}
              rules={[driverRule('recruited_to_date')]}
            >
              <DateTimeInput testId="driver-recruited-to" />
            </Form.Item>
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={12}>
        <Divider titlePlacement="start">{t.sections.address}</Divider>
        <Form.Item name="adress" label={f.adress} rules={[driverRule('adress')]}>
          <Input maxLength={200} data-testid="driver-address" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="postal_code" label={f.postal_code} rules={[driverRule('postal_code')]}>
              <Input maxLength={10} data-testid="driver-postal" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="city" label={f.city} rules={[driverRule('city')]}>
              <Input maxLength={100} data-testid="driver-city" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t.sections.licence}</Divider>
        <Form.Item name="driving_license_no" label={f.driving_license_no} rules={[driverRule('driving_license_no')]}>
          <Input maxLength={32} data-testid="driver-licence-no" />
        </Form.Item>
        <Form.Item name="driving_license_category" label={f.driving_license_category}>
          <Select mode="multiple" options={categories} allowClear data-testid="driver-licence-categories" />
        </Form.Item>
      </Col>
    </Row>
  );
}
