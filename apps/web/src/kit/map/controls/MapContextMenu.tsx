import { useEffect, useRef } from 'react';
import { EnvironmentOutlined, GlobalOutlined, HomeOutlined } from '@ant-design/icons';
import { pl } from '../../i18n/pl';
import { contextMenuTop, mapsServiceUrl, newBaseUrl, newPoiUrl } from '../contextMenu';
import type { MapPointEvent } from '../MapView';

export interface MapContextMenuProps {
  at: MapPointEvent;
  onClose(): void;
}

/**
 * The map's right-click menu (spec 1 §2.7): show the place on a maps service, add a POI or a
 * base there — each in a new tab. It opens at the pointer, at least 250 px above the page
 * bottom, and closes on a click elsewhere, Escape, scrolling or a choice.
 */
export function MapContextMenu({ at, onClose }: MapContextMenuProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) onClose();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('mousedown', onDown, true);
    document.addEventListener('keydown', onKey);
    window.addEventListener('wheel', onClose, { passive: true });
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('mousedown', onDown, true);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('wheel', onClose);
      window.removeEventListener('resize', onClose);
    };
  }, [onClose]);

  const entries = [
    {
      key: 'maps',
      href: mapsServiceUrl(at.lat, at.lon),
      icon: <GlobalOutlined />,
      label: pl.monitMap.contextShowOnMaps,
    },
    { key: 'poi', href: newPoiUrl(at.lat, at.lon), icon: <EnvironmentOutlined />, label: pl.monitMap.contextAddPoi },
    { key: 'base', href: newBaseUrl(at.lat, at.lon), icon: <HomeOutlined />, label: pl.monitMap.contextAddBase },
  ];
  return (
    <div
      ref={box}
      className="map-context-menu"
      role="menu"
      data-testid="map-context-menu"
      style={{
        left: Math.min(at.clientX, window.innerWidth - 230),
        top: contextMenuTop(at.clientY, window.innerHeight),
      }}
      onContextMenu={(e) => e.preventDefault()}
    >
      <div className="map-context-coords">
        {at.lat.toFixed(5)}, {at.lon.toFixed(5)}
      </div>
      {entries.map((e) => (
        <a
          key={e.key}
          role="menuitem"
          className="map-context-item"
          data-testid={`map-context-${e.key}`}
          href={e.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          {e.icon}
          <span>{e.label}</span>
        </a>
      ))}
    </div>
  );
}
