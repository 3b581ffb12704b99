import { useState } from 'react';
import { Button, Input, Tooltip } from 'antd';
import { CarOutlined, NodeIndexOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { P } from '@namiar/domain';
import { usePermissions } from '../../../kit/session/sessionStore';
import { pl } from '../../../kit/i18n/pl';
import { VehicleChooser } from '../choosers/VehicleChooser';
import { useMonitor } from '../monitorStore';
import { openInNewTab, routeUrl, todayRange } from '../../../kit/navigation/links';
import { saveSettingLater } from '../../../kit/settings';
import { COMPACT_SETTING, type ListMode } from './listFlags';
import { SortMenu } from './SortMenu';

/**
 * The vehicle list's toolbar (spec 1 §2.7): choose vehicles to monitor, today's route of the
 * selected vehicle (disabled with none selected), the sort menu, the compact-mode toggle (one
 * line per vehicle, saved silently) and the count; under it the search box (registration,
 * driver, place).
 */

const t = pl.monitList;

export function ListToolbar({ count, total, mode }: { count: number | null; total: number; mode: ListMode }) {
  const [choosing, setChoosing] = useState(false);
  const query = useMonitor((s) => s.listQuery);
  const compact = mode === 'compact';
  const selectedId = useMonitor((s) => s.selectedId);
  const canRoute = usePermissions().has(P.route);
  const routeDisabled = selectedId === null || !canRoute;
  return (
    <div className="vl-toolbar" data-testid="vehicle-list-toolbar">
      <Tooltip title={t.chooseVehicles}>
        <Button
          size="small"
          icon={<CarOutlined />}
          onClick={() => setChoosing(true)}
          aria-label={t.chooseVehicles}
          data-testid="choose-vehicles"
        />
      </Tooltip>
      <Tooltip title={selectedId === null ? t.todayRouteNone : t.todayRoute}>
        <Button
          size="small"
          icon={<NodeIndexOutlined />}
          disabled={routeDisabled}
          onClick={() => selectedId !== null && openInNewTab(routeUrl(selectedId, todayRange()))}
          aria-label={t.todayRoute}
          data-testid="today-route"
        />
      </Tooltip>
      <SortMenu />
      <Tooltip title={compact ? t.compactOff : t.compactOn}>
        <Button
          size="small"
          type={compact ? 'primary' : 'default'}
          icon={<UnorderedListOutlined />}
          onClick={() => saveSettingLater(COMPACT_SETTING, !compact)}
          aria-label={compact ? t.compactOff : t.compactOn}
          aria-pressed={compact}
          data-testid="list-compact"
        />
      </Tooltip>
      <span className="vl-count" data-testid="vehicle-count">
        {count === null ? '' : query.trim() ? t.countOf(count, total) : t.count(count)}
      </span>
      <Input
        className="vl-search"
        size="small"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t.search}
        aria-label={t.search}
        value={query}
        onChange={(e) => useMonitor.getState().setListQuery(e.target.value)}
        data-testid="vehicle-search"
      />
      <VehicleChooser open={choosing} onClose={() => setChoosing(false)} />
    </div>
  );
}
