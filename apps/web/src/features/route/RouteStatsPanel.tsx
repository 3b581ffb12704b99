import { memo, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { EnvironmentOutlined, GlobalOutlined, HomeOutlined } from '@ant-design/icons';
import { mapsServiceUrl, newBaseUrl, newPoiUrl } from '../../kit/map/contextMenu';
import { pl } from '../../kit/i18n/pl';
import type { LoadedRoute } from './model';
import { numAt } from './routeDecode';
import { samePanelSection, type PanelSection } from './routePanels';

const t = pl.route.panels;

const openTab = (url: string) => window.open(url, '_blank', 'noopener');

/**
 * Point header icons (spec 2 §2.1): add a POI or a base from the current point (the record
 * forms in a new tab, id 'new' with lat and lon) and show the point on a maps service.
 * Re-rendered only when the position changes.
 */
const PointActions = memo(function PointActions({ lat, lon }: { lat: number | null; lon: number | null }) {
  if (lat === null || lon === null) return null;
  const action = (title: string, icon: ReactNode, url: string, testId: string) => (
    <Tooltip title={title}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={title}
        onClick={() => openTab(url)}
        data-testid={testId}
      />
    </Tooltip>
  );
  return (
    <span className="route-panel-actions">
      {action(t.addPoi, <EnvironmentOutlined />, newPoiUrl(lat, lon), 'route-point-add-poi')}
      {action(t.addBase, <HomeOutlined />, newBaseUrl(lat, lon), 'route-point-add-base')}
      {action(t.showOnMap, <GlobalOutlined />, mapsServiceUrl(lat, lon), 'route-point-maps')}
    </span>
  );
});

/** One section; during playback only the sections whose texts changed are rendered again. */
const Section = memo(
  function Section({ section, extra }: { section: PanelSection; extra?: ReactNode }) {
    return (
      <section className="route-panel-section" data-testid={`route-panel-${section.key}`}>
        <header className="route-panel-title">
          <span>{section.title}</span>
          {extra}
        </header>
        {section.kind === 'pairs' ? (
          <dl className="route-panel-pairs">
            {section.rows.map((row) => (
              <div key={row.key} className="route-panel-row">
                <dt>{row.label}</dt>
                <dd data-testid={`route-stat-${section.key}-${row.key}`}>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <table className="route-panel-table">
            <thead>
              <tr>
                {section.head.map((h) => (
                  <th key={h}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.key} data-testid={`route-stat-${section.key}-${row.key}`}>
                  {row.cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    );
  },
  (a, b) => a.extra === b.extra && samePanelSection(a.section, b.section),
);

/** A statistics panel: its sections for the current point; the Point section has the point icons. */
export function RouteStatsPanel({
  side,
  sections,
  route,
  current,
}: {
  side: 'left' | 'right';
  sections: PanelSection[];
  route: LoadedRoute;
  current: number;
}) {
  const actions = <PointActions lat={numAt(route, 'lat', current)} lon={numAt(route, 'lon', current)} />;
  return (
    <aside className={`route-panel route-panel-${side}`} data-testid={`route-panel-${side}`}>
      {sections.map((s) => (
        <Section key={s.key} section={s} extra={s.key === 'point' ? actions : undefined} />
      ))}
      {sections.length === 0 && <div className="route-panel-empty">{t.nothing}</div>}
    </aside>
  );
}
