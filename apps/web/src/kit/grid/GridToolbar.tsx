import type { ReactNode } from 'react';
import { Button, Checkbox, Popover, Space, Tooltip, Typography } from 'antd';
import { ColumnWidthOutlined, InfoCircleOutlined, SaveOutlined, TableOutlined, UndoOutlined } from '@ant-design/icons';
import type { GridLayout } from '@namiar/domain';
import { pl } from '../i18n/pl';
import type { GridLayoutControl } from './useGridLayout';

const t = pl.grid;

interface ColumnChooserProps {
  layout: GridLayout | null;
  /** Key columns: listed first, ticked, and cannot be hidden. */
  keys: readonly string[];
  titles: Readonly<Record<string, string>>;
  onToggle(colId: string, visible: boolean): void;
}

/** The list of the layout's columns with a tick for each visible one (the key always ticked). */
function ColumnChooser({ layout, keys, titles, onToggle }: ColumnChooserProps) {
  const hidden = new Set(layout?.remove_columns ?? []);
  const ids = layout?.order_columns ?? [];
  const visibleCount = keys.length + ids.length - hidden.size;
  return (
    <div style={{ maxHeight: 360, overflowY: 'auto', minWidth: 200 }} data-testid="grid-column-chooser">
      {keys.map((id) => (
        <div key={id} data-testid="grid-column-key">
          <Checkbox checked disabled>
            {titles[id] ?? id}
          </Checkbox>
        </div>
      ))}
      {ids.map((id) => (
        <div key={id}>
          <Checkbox
            checked={!hidden.has(id)}
            // The last visible column stays: a grid with no columns cannot be brought back.
            disabled={!hidden.has(id) && visibleCount <= 1}
            onChange={(e) => onToggle(id, e.target.checked)}
          >
            {titles[id] ?? id}
          </Checkbox>
        </div>
      ))}
    </div>
  );
}

interface GridToolbarProps {
  /** The feature's own buttons, on the left. */
  extra?: ReactNode;
  layout: GridLayoutControl;
  titles: Readonly<Record<string, string>>;
  /** Layout saving is offered (the grid has a module). */
  canSave: boolean;
  onToggleColumn(colId: string, visible: boolean): void;
  onAutosize(): void;
}

/**
 * The bar above a grid: the feature's buttons, then the column layout tools. A changed layout
 * shows the hint 'Aby zapisać układ kolumn kliknij' with an icon and enables
 * 'Zapisz układ kolumn' (spec 2 §2.1).
 */
export function GridToolbar({ extra, layout, titles, canSave, onToggleColumn, onAutosize }: GridToolbarProps) {
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0', flexWrap: 'wrap' }}
      data-testid="grid-toolbar"
    >
      <Space size={4} wrap style={{ flex: '1 1 auto', minWidth: 0 }}>
        {extra}
      </Space>
      <Space size={4} wrap style={{ minWidth: 0, justifyContent: 'flex-end' }}>
        {canSave && layout.changed && (
          <Typography.Text type="warning" data-testid="grid-layout-hint">
            <InfoCircleOutlined /> {t.saveHint}
          </Typography.Text>
        )}
        {canSave && (
          <Button
            size="small"
            icon={<SaveOutlined />}
            disabled={!layout.changed}
            loading={layout.saving}
            onClick={layout.save}
            data-testid="grid-layout-save"
          >
            {t.saveLayout}
          </Button>
        )}
        <Popover
          trigger="click"
          placement="bottomRight"
          title={t.columnsTitle}
          content={
            <ColumnChooser layout={layout.current} keys={layout.keys} titles={titles} onToggle={onToggleColumn} />
          }
        >
          <Button size="small" icon={<TableOutlined />} data-testid="grid-columns">
            {t.columns}
          </Button>
        </Popover>
        <Tooltip title={t.autosize}>
          <Button size="small" icon={<ColumnWidthOutlined />} onClick={onAutosize} aria-label={t.autosize} />
        </Tooltip>
        {canSave && (
          <Tooltip title={t.restoreLayout}>
            <Button
              size="small"
              icon={<UndoOutlined />}
              onClick={layout.restore}
              disabled={layout.saving}
              aria-label={t.restoreLayout}
              data-testid="grid-layout-restore"
            />
          </Tooltip>
        )}
      </Space>
    </div>
  );
}
