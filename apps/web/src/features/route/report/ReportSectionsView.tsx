import { Card, Descriptions } from 'antd';
import type { ReportSection } from './reportSections';

/** The report's sections as cards of label/value rows, side by side where there is room. */
export function ReportSectionsView({ sections }: { sections: readonly ReportSection[] }) {
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12 }}
      data-testid="route-report-sections"
    >
      {sections.map((s) => (
        <Card key={s.key} size="small" title={s.title} data-testid={`route-report-section-${s.key}`}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={s.rows.map(([label, value], i) => ({ key: `${i}`, label, children: value }))}
          />
        </Card>
      ))}
    </div>
  );
}
