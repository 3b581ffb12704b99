import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { pl } from '../../i18n/pl';
import { useOlMap } from '../mapContext';

export interface MapPopupProps {
  /** Pixel in the map container where the popup points. */
  pixel: [number, number];
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  testId?: string;
}

const GAP = 12;

/**
 * A small popup over the map next to a clicked pixel, kept inside the map. It closes when the
 * map moves (its anchor would drift away), on Escape and with its close button.
 */
export function MapPopup({ pixel, title, onClose, children, testId }: MapPopupProps) {
  const map = useOlMap();
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number }>({ left: pixel[0] + GAP, top: pixel[1] - GAP });

  useEffect(() => {
    const close = () => onClose();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    map.on('movestart', close);
    document.addEventListener('keydown', onKey);
    return () => {
      map.un('movestart', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [map, onClose]);

  // Flip to the left/up when the popup would leave the map.
  useEffect(() => {
    const size = map.getSize() ?? [0, 0];
    const w = box.current?.offsetWidth ?? 0;
    const h = box.current?.offsetHeight ?? 0;
    let left = pixel[0] + GAP;
    let top = pixel[1] - GAP;
    if (left + w > size[0] - 4) left = Math.max(4, pixel[0] - GAP - w);
    if (top + h > size[1] - 4) top = Math.max(4, size[1] - 4 - h);
    setPlace({ left, top: Math.max(4, top) });
  }, [map, pixel]);

  return (
    <div
      ref={box}
      className="map-popup"
      style={{ left: place.left, top: place.top }}
      data-testid={testId}
      role="dialog"
      onPointerDown={(e) => e.stopPropagation()}
    >
      <div className="map-popup-head">
        <span className="map-popup-title">{title}</span>
        <Button size="small" type="text" icon={<CloseOutlined />} aria-label={pl.monitMap.close} onClick={onClose} />
      </div>
      <div className="map-popup-body">{children}</div>
    </div>
  );
}
