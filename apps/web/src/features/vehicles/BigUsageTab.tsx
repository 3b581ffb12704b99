import { Col, Divider, Row } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { Check, Num } from './fields';

const s = pl.vehicles.sections;

/** Tab 'Duże zużycia': big-consumption limits, each part enabled by its checkbox (spec 3 §5). */
export function BigUsageTab() {
  return (
    <div data-testid="vehicle-tab-bigusage">
      <Row gutter={16}>
        <Col span={8}>
          <Num name="fuel_big_usage_input" integer min={0} max={8} />
        </Col>
      </Row>
      <Divider titlePlacement="start">{s.bigKm}</Divider>
      <Check name="bigusagetf__km" />
      <Row gutter={16}>
        <Col span={8}>
          <Num name="fuel_big_usg_km" />
        </Col>
      </Row>
      <Divider titlePlacement="start">{s.bigMth}</Divider>
      <Check name="bigusagetf__mth" />
      <Row gutter={16}>
        <Col span={8}>
          <Num name="fuel_idle_rev" />
        </Col>
        <Col span={8}>
          <Num name="fuel_avg_rev" />
        </Col>
        <Col span={8}>
          <Num name="fuel_max_rev" />
        </Col>
        <Col span={8}>
          <Num name="avg_rev_min" max={100} placeholder="20" />
        </Col>
        <Col span={8}>
          <Num name="avg_rev_max" max={100} placeholder="65" />
        </Col>
        <Col span={8}>
          <Num name="fuel_big_usage_mth_period" integer max={86400} placeholder="1800" />
        </Col>
      </Row>
    </div>
  );
}
