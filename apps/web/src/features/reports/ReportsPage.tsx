import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Empty, Tabs, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { pl, reportName } from '../../kit/i18n/pl';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { CreateReportDialog } from './CreateReportDialog';
import type { ReportFormValues } from './reportForm';
import type { QueueObject } from './reportQueue';
import { ReportView } from './ReportView';
import { useReports } from './reportsStore';
import { useReportBuilder } from './useReportBuilder';
import './reports.css';

const t = pl.reportScreen;

/**
 * /reports (spec 2 §2.2): 'Utwórz raport' opens the builder (a `type` in the address preselects
 * the type and opens it at once); each created report is an outer tab, closable; with none
 * 'Brak raportów do wyświetlenia' and 'Utwórz nowy raport'.
 */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const linkedType = search.get('type');
  const [dialog, setDialog] = useState<{ preselect: string | null } | null>(null);
  const { reports, active, activate, close } = useReports();
  const build = useReportBuilder();
  usePageTitle(linkedType ? reportName(linkedType) : pl.screens.reports);

  // A menu link (/reports?type=…) opens the builder with that type; the address keeps no type
  // afterwards, so a reload does not open it again over the user's reports.
  useEffect(() => {
    if (!linkedType) return;
    setDialog({ preselect: linkedType });
    setSearch({}, { replace: true });
  }, [linkedType, setSearch]);

  const accept = (values: ReportFormValues, objects: QueueObject[]) => {
    setDialog(null);
    void build(values, objects);
  };

  const createButton = (label: string, testId: string) => (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ preselect: null })} data-testid={testId}>
      {label}
    </Button>
  );

  return (
    <div className="reports-page" data-testid="reports-page">
      {reports.length === 0 ? (
        <Empty className="reports-empty" description={<span data-testid="reports-empty">{t.empty}</span>}>
          {createButton(t.createNew, 'reports-create-new')}
        </Empty>
      ) : (
        <Tabs
          type="editable-card"
          hideAdd
          activeKey={active ?? undefined}
          onChange={activate}
          onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
          tabBarExtraContent={{
            left: (
              <Typography.Text strong style={{ marginRight: 12 }}>
                {pl.screens.reports}
              </Typography.Text>
            ),
            right: createButton(t.create, 'reports-create'),
          }}
          data-testid="reports-tabs"
          items={reports.map((report) => ({
            key: report.key,
            label: <span data-testid="report-tab">{report.title}</span>,
            children: <ReportView report={report} />,
          }))}
        />
      )}
      {dialog && <CreateReportDialog preselect={dialog.preselect} onCancel={() => setDialog(null)} onAccept={accept} />}
    </div>
  );
}
