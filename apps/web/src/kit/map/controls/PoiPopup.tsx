import { Button } from 'antd';
import { ZoomInOutlined } from '@ant-design/icons';
import type { PoiMapItem } from '@namiar/domain';
import { pl } from '../../i18n/pl';
import { isBase, poiTone } from '../poiRules';
import { MapPopup } from './MapPopup';

export interface PoiPopupProps {
  items: PoiMapItem[];
  pixel: [number, number];
  onZoom(poi: PoiMapItem): void;
  onClose(): void;
}

/** The clicked POI and its neighbours within 15 px (spec 1 §2.7), each with a zoom-in button. */
export function PoiPopup({ items, pixel, onZoom, onClose }: PoiPopupProps) {
  return (
    <MapPopup pixel={pixel} title={pl.monitMap.poiTitle(items.length)} onClose={onClose} testId="map-poi-popup">
      <ul className="map-popup-list">
        {items.map((p) => (
          <li key={p.pid} className="map-poi-row" data-testid="map-poi-item" data-pid={p.pid}>
            <span className={`map-popup-swatch map-poi-${poiTone(p.type)}`} />
            <span className="map-poi-text">
              <strong>{p.name}</strong>
              <small>
                {isBase(p.pid) ? pl.monitMap.poiKind.base : pl.monitMap.poiKind.poi}
                {p.poly?.length ? ` · ${pl.monitMap.poiPolygon}` : ''}
                {!p.poly?.length && p.radius ? ` · ${pl.monitMap.poiRadius(p.radius)}` : ''}
              </small>
            </span>
            <Button
              size="small"
              type="text"
              icon={<ZoomInOutlined />}
              title={pl.monitMap.poiZoom}
              onClick={() => onZoom(p)}
            />
          </li>
        ))}
      </ul>
    </MapPopup>
  );
}
