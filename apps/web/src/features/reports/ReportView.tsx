import { Tabs } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { ObjectTable } from './ObjectTable';
import { useReports, type CreatedReport } from './reportsStore';

/**
 * One created report: inner tabs per object, 'Zestawienie zbiorcze' first, then the objects by
 * name; a failed object is marked and shows its error. Only the active tab's grid is built.
 */
export function ReportView({ report }: { report: CreatedReport }) {
  const activateObject = useReports((s) => s.activateObject);
  return (
    <div className="report-view" data-testid="report-view" data-report={report.type}>
      <Tabs
        size="small"
        activeKey={report.activeObject}
        onChange={(key) => activateObject(report.key, key)}
        destroyOnHidden
        data-testid="report-object-tabs"
        items={report.objects.map((object) => ({
          key: object.key,
          label: (
            <span data-testid="report-object-tab" data-object={object.key}>
              {object.answer === null && <WarningOutlined style={{ color: '#d4380d', marginRight: 4 }} />}
              {object.name}
            </span>
          ),
          children: <ObjectTable report={report} object={object} />,
        }))}
      />
    </div>
  );
}
