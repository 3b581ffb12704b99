import { usePageTitle } from '../../kit/ui/usePageTitle';
import { pl } from '../../kit/i18n/pl';
import { AlarmWindow } from './alarms/AlarmWindow';
import { RemindersWindow } from './alarms/RemindersWindow';
import { VehicleListPanel } from './list/VehicleListPanel';
import { MonitorMap } from './map/MonitorMap';
import { RouteWidget } from './route/RouteWidget';
import { MonitorToolbar } from './toolbar/MonitorToolbar';
import { useMonitData } from './useMonitData';

/**
 * The monitoring screen (spec 1 §2.7): toolbar, vehicle list on the left, map on the right
 * with the collapsible route widget under it, and the floating alarm and reminder windows.
 * The page only composes; each part owns its behaviour.
 */
export function MonitorPage() {
  usePageTitle(pl.screens.monit);
  const monit = useMonitData();

  return (
    <div className="monit-page" data-testid="monit-page">
      <MonitorToolbar onRefresh={() => void monit.refetch()} refreshing={monit.isFetching} />
      <div className="monit-body">
        <aside className="monit-list">
          <VehicleListPanel vehicles={monit.vehicles} loading={monit.isPending} />
        </aside>
        <section className="monit-main">
          <MonitorMap vehicles={monit.vehicles} />
          <RouteWidget vehicles={monit.vehicles} />
        </section>
      </div>
      <AlarmWindow />
      <RemindersWindow />
    </div>
  );
}
