import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { AREAS_MSG, LAT_RULE, LON_RULE, RADIUS_RULE } from '@namiar/domain';
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { LayerMenu, MapView, TileLayers } from '../../../kit/map';
import { pl } from '../../../kit/i18n/pl';
import { useTileLayer } from '../../../kit/settings';
import { NumberField } from '../../../kit/ui/NumberInput';
import {
  AREA_FIELDS,
  SHAPE,
  drawnToValues,
  formShape,
  type AreaFormValues,
  type AreaKind,
  type DrawnShape,
  type LatLon,
} from '../areaForm';
import { areaRule } from '../areaRule';
import { AreaDrawLayer } from './AreaDrawLayer';
import { ShapeSummary } from './ShapeSummary';

const t = pl.areas;

export interface AreaMapTabProps {
  kind: AreaKind;
  /** The map tab is the one shown: leaving it stops drawing (spec 3 §2.3). */
  active: boolean;
  /** Where the map opens (spec 3 §9). */
  start: { center: [number, number]; zoom: number };
  /** The form changed without the user typing (a drawn area applied). */
  onEdited(): void;
  /** A drawn area was applied: the address tab is filled from its centre. */
  onApplied(drawn: DrawnShape): void;
}

/**
 * The map tab (spec 3 §2.3, §2.4, §4): 'Rysuj' toggles draw mode, in which the shape selector
 * (circle, rectangle, polygon) is enabled and the map takes other colours; 'Zatwierdź' puts the
 * drawn area into the form, 'Anuluj' drops it. Latitude, longitude and radius are fields of a
 * circle only; other shapes are their corners.
 */
export function AreaMapTab({ kind, active, start, onEdited, onApplied }: AreaMapTabProps) {
  const form = Form.useFormInstance<AreaFormValues>();
  const f = AREA_FIELDS[kind];
  const shapeId = (Form.useWatch(f.shape, form) as number | undefined) ?? SHAPE.circle;
  const lat = Form.useWatch('lat', form) as number | null | undefined;
  const lon = Form.useWatch('lon', form) as number | null | undefined;
  const radius = Form.useWatch('radius', form) as number | null | undefined;
  const poly = Form.useWatch('poly', form) as LatLon[] | null | undefined;
  const shape = useMemo(
    () => formShape(kind, { [f.shape]: shapeId, lat, lon, radius, poly } as Partial<AreaFormValues>),
    [kind, f.shape, shapeId, lat, lon, radius, poly],
  );
  const [drawing, setDrawing] = useState(false);
  const [drawType, setDrawType] = useState<number>(SHAPE.circle);
  const [sketch, setSketch] = useState<DrawnShape | null>(null);
  const tiles = useTileLayer();

  const stop = useCallback(() => {
    setDrawing(false);
    setSketch(null);
  }, []);
  useEffect(() => {
    if (!active) stop();
  }, [active, stop]);

  const toggle = () => {
    if (drawing) return stop();
    // The drawing starts as the form's area (so Modify can adjust it) with its shape chosen.
    setDrawType(
      shape?.shape === SHAPE.rectangle && shape.poly.length !== 4 ? SHAPE.polygon : (shape?.shape ?? shapeId),
    );
    setSketch(shape);
    setDrawing(true);
  };
  const apply = () => {
    if (!sketch) return;
    form.setFieldsValue(drawnToValues(kind, sketch) as Parameters<typeof form.setFieldsValue>[0]);
    onEdited();
    onApplied(sketch);
    stop();
    void form.validateFields(['poly', 'lat', 'lon', 'radius', f.shape]).catch(() => undefined);
  };
  const circle = shapeId === SHAPE.circle;
  const shapeOptions = [SHAPE.circle, SHAPE.rectangle, SHAPE.polygon].map((value) => ({
    value,
    label: t.shapes[value],
  }));

  return (
    <div className="area-map-tab" data-testid="area-map-tab" data-drawing={drawing ? '1' : '0'}>
      <Space wrap align="center" className="area-map-toolbar">
        <Button
          icon={<EditOutlined />}
          type={drawing ? 'primary' : 'default'}
          onClick={toggle}
          aria-pressed={drawing}
          data-testid="area-draw"
        >
          {t.draw}
        </Button>
        <Space size={6} className="area-shape-field">
          <span>{t.fields.shape}:</span>
          <Select
            value={drawing ? drawType : shapeId}
            options={shapeOptions}
            onChange={(v: number) => {
              setDrawType(v);
              setSketch(null);
            }}
            disabled={!drawing}
            style={{ width: 140 }}
            data-testid="area-shape"
          />
        </Space>
        <Button
          icon={<CheckOutlined />}
          type="primary"
          onClick={apply}
          disabled={!drawing || !sketch}
          data-testid="area-apply"
        >
          {t.apply}
        </Button>
        <Button icon={<CloseOutlined />} onClick={stop} disabled={!drawing} data-testid="area-cancel">
          {t.cancel}
        </Button>
      </Space>
      <Space wrap align="start" className="area-coordinates">
        <NumberField
          name="lat"
          label={t.fields.lat}
          rules={[areaRule(kind, 'lat')]}
          {...LAT_RULE}
          message={AREAS_MSG.lat}
          disabled={!circle}
          style={{ width: 170 }}
          data-testid="area-lat"
        />
        <NumberField
          name="lon"
          label={t.fields.lon}
          rules={[areaRule(kind, 'lon')]}
          {...LON_RULE}
          message={AREAS_MSG.lon}
          disabled={!circle}
          style={{ width: 170 }}
          data-testid="area-lon"
        />
        <NumberField
          name="radius"
          label={t.fields.radius}
          rules={[areaRule(kind, 'radius')]}
          {...RADIUS_RULE}
          message={AREAS_MSG.radius}
          disabled={!circle}
          suffix="m"
          style={{ width: 130 }}
          data-testid="area-radius"
        />
        <Form.Item name={f.shape} hidden rules={[areaRule(kind, f.shape)]}>
          <Input />
        </Form.Item>
        <Form.Item name="poly" label=" " colon={false} rules={[areaRule(kind, 'poly')]}>
          <ShapeSummary shape={shape} />
        </Form.Item>
      </Space>
      {drawing && (
        <Alert
          type="warning"
          showIcon
          className="area-draw-hint"
          message={sketch ? t.drawnReady : t.drawHint[drawType]}
          data-testid="area-draw-hint"
        />
      )}
      <MapView
        className={drawing ? 'area-map area-map-drawing' : 'area-map'}
        testId="area-map"
        center={start.center}
        zoom={start.zoom}
        dataAttributes={{ 'data-drawing': drawing ? '1' : '0', 'data-sketch': sketch ? sketch.shape : 0 }}
      >
        <TileLayers plan={tiles.plan} />
        <AreaDrawLayer shape={shape} drawing={drawing} drawType={drawType} active={active} onSketch={setSketch} />
        <div className="map-toolbar">
          <LayerMenu value={tiles.layer} onChange={tiles.setLayer} ownAvailable={tiles.ownAvailable} />
        </div>
      </MapView>
    </div>
  );
}
