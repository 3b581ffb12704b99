import { Button, Space, Switch } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import type { EcoType } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';

const t = pl.eco;

export interface EcoToolbarProps {
  type: EcoType;
  onCreate(): void;
  showChart: boolean;
  showGrid: boolean;
  onShowChart(on: boolean): void;
  onShowGrid(on: boolean): void;
  /** Exports are offered once a report with rows is shown. */
  canExport: boolean;
  onExport(kind: 'xlsx' | 'pdf'): void;
}

/** 'Utwórz raport'; for transgression the chart and table toggles; Excel and PDF exports. */
export function EcoToolbar(props: EcoToolbarProps) {
  const { type, canExport } = props;
  return (
    <div className="eco-toolbar" data-testid="eco-toolbar">
      <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate} data-testid="eco-create">
        {t.createReport}
      </Button>
      {type === 'transgression' && (
        <Space size="middle" className="eco-toggles">
          <label>
            <Switch
              size="small"
              checked={props.showChart}
              onChange={props.onShowChart}
              data-testid="eco-toggle-chart"
            />{' '}
            {t.charts}
          </label>
          <label>
            <Switch size="small" checked={props.showGrid} onChange={props.onShowGrid} data-testid="eco-toggle-grid" />{' '}
            {t.tables}
          </label>
        </Space>
      )}
      <span className="eco-toolbar-gap" />
      <Button
        icon={<FileExcelOutlined />}
        disabled={!canExport}
        onClick={() => props.onExport('xlsx')}
        data-testid="eco-export-xlsx"
      >
        {t.exportExcel}
      </Button>
      <Button
        icon={<FilePdfOutlined />}
        disabled={!canExport}
        onClick={() => props.onExport('pdf')}
        data-testid="eco-export-pdf"
      >
        {t.exportPdf}
      </Button>
    </div>
  );
}
