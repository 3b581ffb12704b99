import { Button, Card, Col, Form, Row, type FormRule } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { KW_RULE, POWER_MSG, parseKw } from '@namiar/domain';
import { NumberField, NumberInput } from '../../kit/ui/NumberInput';
import { pl } from '../../kit/i18n/pl';

const t = pl.rail.power;

/** A monthly value: empty (none ordered) or 0 to 1 000 000 kW with up to 3 decimals (spec 3 §5: min 0). */
const monthRule: FormRule = {
  validator: async (_, v: number | null | undefined) => {
    if (v === null || v === undefined) return;
    if (parseKw(String(v)) === undefined) throw new Error(POWER_MSG.month);
  },
};

/** One year's card (spec 3 §2.14): twelve monthly inputs named in Polish and a close button. */
export function PowerYearCard({ index, year, onRemove }: { index: number; year: number; onRemove: () => void }) {
  return (
    <Card
      size="small"
      title={t.yearCard(year)}
      data-testid={`power-card-${year}`}
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t.removeYear}
          title={t.removeYear}
          onClick={onRemove}
          data-testid={`power-card-remove-${year}`}
        />
      }
      style={{ marginBottom: 12, maxWidth: 900 }}
    >
      <Form.Item name={[index, 'year']} hidden>
        <NumberInput decimals={0} />
      </Form.Item>
      <Row gutter={12}>
        {t.months.map((name, m) => (
          <Col key={name} xs={12} sm={8} md={6} lg={4}>
            <NumberField
              name={[index, 'months', m]}
              label={name}
              rules={[monthRule]}
              {...KW_RULE}
              suffix={t.unit}
              style={{ width: '100%' }}
              data-testid={`power-${year}-${m + 1}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
