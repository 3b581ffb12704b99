import { Checkbox, Col, Form, Row, Select, Typography } from 'antd';
import { OUTPUTS_SHOWN, type VehicleDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { DescriptionSelect } from './DescriptionSelect';
import { Num } from './fields';

const t = pl.vehicles.inputs;

/** One input or output row: its fields are disabled unless the row is active (spec 3 §5). */
function InOutRow({
  list,
  index,
  details,
}: {
  list: 'inputs' | 'outputs';
  index: number;
  details: VehicleDetailsAnswer;
}) {
  const form = Form.useFormInstance();
  const active = Form.useWatch([list, index, 'active'], { form, preserve: true }) === true;
  const no = index + 1;
  const id = `vehicle-${list}-${no}`;
  return (
    <Row gutter={8} align="middle" style={{ marginBottom: 8 }} data-testid={id}>
      <Col span={3}>
        <Form.Item name={[list, index, 'active']} valuePropName="checked" noStyle>
          <Checkbox data-testid={`${id}-active`}>{list === 'inputs' ? t.input(no) : t.output(no)}</Checkbox>
        </Form.Item>
      </Col>
      <Col span={7}>
        <Form.Item name={[list, index, 'description_id']} noStyle>
          <DescriptionSelect kind="inout" disabled={!active} testId={`${id}-description`} />
        </Form.Item>
      </Col>
      <Col span={5}>
        <Form.Item name={[list, index, 'type_id']} noStyle>
          <Select
            allowClear
            disabled={!active}
            style={{ width: '100%' }}
            options={details.vehicle_inout_types.map((o) => ({ value: o.value, label: o.text }))}
          />
        </Form.Item>
      </Col>
      <Col span={5}>
        <Form.Item name={[list, index, 'contact_type_id']} noStyle>
          <Select
            allowClear
            disabled={!active}
            style={{ width: '100%' }}
            options={details.vehicle_inout_contact_types.map((o) => ({ value: o.value, label: o.text }))}
          />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Num name={[list, index, 'min_duration']} integer max={86400} disabled={!active} noStyle testId={`${id}-min`} />
      </Col>
    </Row>
  );
}

function Header() {
  return (
    <Row gutter={8} style={{ marginBottom: 8 }}>
      {[
        [3, t.no],
        [7, t.description],
        [5, t.type],
        [5, t.contact],
        [4, t.minDuration],
      ].map(([span, text]) => (
        <Col key={String(text)} span={Number(span)}>
          <Typography.Text strong>{text}</Typography.Text>
        </Col>
      ))}
    </Row>
  );
}

/** Tab 'Wejścia' (inputs 1–8) or 'Wyjścia' (outputs 1–4 shown of the 8 kept). */
export function InOutTab({ list, details }: { list: 'inputs' | 'outputs'; details: VehicleDetailsAnswer }) {
  const count = list === 'inputs' ? 8 : OUTPUTS_SHOWN;
  return (
    <div data-testid={`vehicle-tab-${list}`}>
      <Header />
      {Array.from({ length: count }, (_, i) => (
        <InOutRow key={i} list={list} index={i} details={details} />
      ))}
    </div>
  );
}
