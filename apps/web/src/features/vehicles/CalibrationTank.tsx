import { useMemo } from 'react';
import { Button, Card, Checkbox, Col, Input, Row, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PROBE_NUMBER_MAX,
  cleanDelimitedText,
  type FuelCalibrationPoint,
  type FuelCalibrationTank,
} from '@namiar/domain';
import { UPlotChart, buildTimeChartOptions } from '../../kit/charts';
import { pl } from '../../kit/i18n/pl';
import { NumberInput, numberValue } from '../../kit/ui/NumberInput';
import { curve, validPoint } from './calibrationModel';

const t = pl.vehicles.calibration;

/** One tank of a calibration: its probe data, the table of litres against probe readings, and the curve. */
export function CalibrationTank(p: {
  tank: FuelCalibrationTank;
  disabled: boolean;
  onChange: (t: FuelCalibrationTank) => void;
}) {
  const tank = p.tank;
  const set = (patch: Partial<FuelCalibrationTank>) => p.onChange({ ...tank, ...patch });
  const setPoint = (i: number, patch: Partial<FuelCalibrationPoint>) => {
    const points = tank.points.slice();
    points[i] = { ...points[i], ...patch };
    set({ points });
  };
  const [xs, ys] = useMemo(() => curve(tank.points), [tank.points]);
  const options = useMemo(
    () =>
      buildTimeChartOptions({
        series: [{ label: t.litres, color: '#1280e7', width: 2 }],
        // The axis title is the word: a rotated 'l' reads as a dash.
        axes: [{ scale: 'y', unit: t.litres, min: 0 }],
        x: { time: false },
      }),
    [],
  );
  const id = `vehicle-calibration-tank-${tank.tank_no}`;
  return (
    <Card
      size="small"
      data-testid={id}
      title={
        <Checkbox checked={tank.active} disabled={p.disabled} onChange={(e) => set({ active: e.target.checked })}>
          {t.tank(tank.tank_no)}
        </Checkbox>
      }
      style={{ marginTop: 12 }}
    >
      <Row gutter={12}>
        <Col span={8}>
          <Typography.Text type="secondary">{t.probeNumber}</Typography.Text>
          <Input
            value={tank.number}
            maxLength={PROBE_NUMBER_MAX}
            disabled={p.disabled}
            onChange={(e) => set({ number: cleanDelimitedText(e.target.value) })}
          />
        </Col>
        {(
          [
            ['multiplier', t.multiplier],
            ['capacity', t.capacity],
            ['percentage_multiplier_value', t.percentage],
          ] as const
        ).map(([key, label]) => (
          <Col span={5} key={key}>
            <Typography.Text type="secondary">{label}</Typography.Text>
            <NumberInput
              value={tank[key]}
              decimals={3}
              min={0}
              disabled={p.disabled}
              onChange={(v) => set({ [key]: numberValue(v) })}
              style={{ width: '100%' }}
              data-testid={`${id}-${key}`}
            />
          </Col>
        ))}
      </Row>
      <Row gutter={12} style={{ marginTop: 8 }}>
        <Col span={11}>
          <Table<FuelCalibrationPoint & { i: number }>
            size="small"
            pagination={false}
            scroll={{ y: 260 }}
            rowKey="i"
            dataSource={tank.points.map((pt, i) => ({ ...pt, i }))}
            rowClassName={(r) => (validPoint(r) ? '' : 'vehicle-calibration-bad-row')}
            columns={[
              {
                title: t.litres,
                dataIndex: 'litre_value',
                render: (v: number, r) => (
                  <NumberInput
                    value={v}
                    decimals={3}
                    min={0}
                    disabled={p.disabled}
                    onChange={(x) => setPoint(r.i, { litre_value: numberValue(x) ?? NaN })}
                    data-testid={`${id}-litres-${r.i}`}
                  />
                ),
              },
              {
                title: t.indicator,
                dataIndex: 'indicator_value',
                render: (v: number, r) => (
                  <NumberInput
                    value={v}
                    decimals={3}
                    min={0}
                    disabled={p.disabled}
                    onChange={(x) => setPoint(r.i, { indicator_value: numberValue(x) ?? NaN })}
                    data-testid={`${id}-indicator-${r.i}`}
                  />
                ),
              },
              {
                title: t.pointActive,
                dataIndex: 'active',
                width: 80,
                render: (v: boolean, r) => (
                  <Checkbox
                    checked={v}
                    disabled={p.disabled}
                    onChange={(e) => setPoint(r.i, { active: e.target.checked })}
                  />
                ),
              },
              {
                width: 50,
                render: (_: unknown, r) => (
                  <Button
                    size="small"
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t.removePoint}
                    disabled={p.disabled}
                    onClick={() => set({ points: tank.points.filter((_x, i) => i !== r.i) })}
                  />
                ),
              },
            ]}
          />
          {!p.disabled && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              style={{ marginTop: 6 }}
              onClick={() =>
                set({ points: [...tank.points, { litre_value: NaN, indicator_value: NaN, active: true }] })
              }
              data-testid={`${id}-add-point`}
            >
              {t.addPoint}
            </Button>
          )}
          {tank.points.some((pt) => !validPoint(pt)) && (
            <Typography.Paragraph type="warning" style={{ marginTop: 6 }}>
              {t.pointRule}
            </Typography.Paragraph>
          )}
        </Col>
        <Col span={13}>
          <Typography.Text type="secondary">{t.chartTitle}</Typography.Text>
          <div className="vehicle-calibration-chart" data-testid={`${id}-chart`}>
            <UPlotChart options={options} data={[xs, ys]} />
          </div>
        </Col>
      </Row>
    </Card>
  );
}
