import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { CalculatorOutlined, DownOutlined, EditOutlined, ExportOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { pl } from '../../kit/i18n/pl';
import type { ExportKind } from './api';
import type { ExportPart } from './reportExport';
import type { ReportRules } from './reportTypes';

const t = pl.reportScreen;

interface ReportToolbarProps {
  rules: ReportRules | undefined;
  showSummary: boolean;
  hasFooter: boolean;
  canShowOnRoute: boolean;
  canExport: boolean;
  onToggleSummary(): void;
  onShowOnRoute(): void;
  onExport(kind: ExportKind, part: ExportPart): void;
  onEditInputs(): void;
}

const KINDS: { kind: ExportKind; label: string }[] = [
  { kind: 'xlsx', label: t.excel },
  { kind: 'csv', label: t.csv },
  { kind: 'pdf', label: t.pdf },
];

function exportItems(part: ExportPart): NonNullable<MenuProps['items']> {
  return KINDS.map(({ kind, label }) => ({
    key: `${part}:${kind}`,
    label,
    'data-testid': `report-export-${part}-${kind}`,
  }));
}

/**
 * The report's own buttons (spec 2 §2.2): the totals row, 'Pokaż na trasie' (only with a chosen
 * row), the export menu (the fuel tank report: refuellings and losses apart) and, for the
 * workday report, 'Edytuj opisy kolumn'. Auto-fit and the column layout tools are the grid's.
 */
export function ReportToolbar(props: ReportToolbarProps) {
  const { rules } = props;
  const items: MenuProps['items'] = rules?.fuelParts
    ? [
        { key: 'fuel_in', label: t.exportFuelIn, children: exportItems('fuel_in') },
        { key: 'fuel_out', label: t.exportFuelOut, children: exportItems('fuel_out') },
      ]
    : exportItems('main');
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [part, kind] = key.split(':') as [ExportPart, ExportKind];
    props.onExport(kind, part);
  };
  return (
    <>
      <Button
        size="small"
        icon={<CalculatorOutlined />}
        type={props.showSummary && props.hasFooter ? 'primary' : 'default'}
        aria-pressed={props.showSummary}
        disabled={!props.hasFooter}
        onClick={props.onToggleSummary}
        data-testid="report-toggle-summary"
      >
        {t.showSummary}
      </Button>
      <Tooltip title={props.canShowOnRoute ? '' : t.selectRowFirst}>
        <Button
          size="small"
          icon={<NodeIndexOutlined />}
          disabled={!props.canShowOnRoute}
          onClick={props.onShowOnRoute}
          data-testid="report-show-on-route"
        >
          {t.showOnRoute}
        </Button>
      </Tooltip>
      <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={!props.canExport}>
        <Button size="small" icon={<ExportOutlined />} data-testid="report-export">
          {t.export} <DownOutlined />
        </Button>
      </Dropdown>
      {rules?.inputs && (
        <Button size="small" icon={<EditOutlined />} onClick={props.onEditInputs} data-testid="report-edit-inputs">
          {t.editInputs}
        </Button>
      )}
    </>
  );
}
