import { memo } from 'react';
import { pl } from '../../kit/i18n/pl';
import type { StatRow } from './ecoModel';

/** A statistics list: the transgression view's left panel and the reports' simple statistics. */
export const EcoStatsPanel = memo(function EcoStatsPanel({ rows, wide }: { rows: StatRow[]; wide?: boolean }) {
  return (
    <section className={wide ? 'eco-stats eco-stats-wide' : 'eco-stats'} data-testid="eco-stats">
      <h3>{pl.eco.stats.title}</h3>
      <dl>
        {rows.map((r) => (
          <div key={r.key} className="eco-stat" data-testid={`eco-stat-${r.key}`}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
