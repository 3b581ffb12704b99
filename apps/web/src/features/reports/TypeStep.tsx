import { Button, Empty, Tabs } from 'antd';
import type { ReportGroup, ReportType } from '@namiar/domain';
import { pl, reportName } from '../../kit/i18n/pl';

interface TypeStepProps {
  tabs: { group: ReportGroup; types: ReportType[] }[];
  type: string | null;
  onChoose(type: string): void;
}

/** Step 1: the report types in tabs by group (only groups the user has a report in). */
export function TypeStep({ tabs, type, onChoose }: TypeStepProps) {
  if (tabs.length === 0) return <Empty description={pl.reportScreen.noReportTypes} />;
  const activeGroup = tabs.find((tab) => tab.types.some((r) => r.id === type))?.group ?? tabs[0].group;
  return (
    <Tabs
      defaultActiveKey={activeGroup}
      data-testid="report-type-tabs"
      items={tabs.map((tab) => ({
        key: tab.group,
        label: pl.reportGroups[tab.group],
        children: (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 8 }}>
            {tab.types.map((r) => (
              <Button
                key={r.id}
                type={r.id === type ? 'primary' : 'default'}
                style={{ justifyContent: 'flex-start', height: 'auto', minHeight: 36, whiteSpace: 'normal' }}
                onClick={() => onChoose(r.id)}
                data-testid={`report-type-${r.id}`}
              >
                {reportName(r.id)}
              </Button>
            ))}
          </div>
        ),
      }))}
    />
  );
}
