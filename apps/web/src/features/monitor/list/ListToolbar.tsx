import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { CarOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { P } from '@namiar/domain';
import { usePermissions } from '../../../kit/session/sessionStore';
import { pl } from '../../../kit/i18n/pl';
import { VehicleChooser } from '../choosers/VehicleChooser';
import { useMonitor } from '../monitorStore';
import { openInNewTab, routeUrl, todayRange } from '../../../kit/navigation/links';
import { SortMenu } from './SortMenu';

/**
 * The vehicle list's toolbar (spec 1 §2.7): choose vehicles to monitor, today's route of the
 * selected vehicle (disabled with none selected) and the sort menu; the count on the right.
 */

const t = pl.monitList;

export function ListToolbar({ count }: { count: number | null }) {
  const [choosing, setChoosing] = useState(false);
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
      <span className="vl-count" data-testid="vehicle-count">
        {count === null ? '' : t.count(count)}
      </span>
      <VehicleChooser open={choosing} onClose={() => setChoosing(false)} />
    </div>
  );
}
