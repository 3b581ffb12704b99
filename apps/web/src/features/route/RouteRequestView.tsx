import { Alert, Descriptions } from 'antd';
import { pl } from '../../i18n/pl';
import type { RouteRequest } from './routeForm';

const t = pl.monitRoute;

/**
 * One accepted route, as the route viewer will open it (spec 2 §2.1). Until the viewer exists
 * the tab states the request plainly and says that the replay comes with it.
 */
export function RouteRequestView({ request, regno }: { request: RouteRequest; regno: string }) {
  return (
    <div className="route-request" data-testid="route-request" data-vid={request.vid}>
      <Descriptions
        title={t.requestTitle}
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'vehicle',
            label: t.requestVehicle,
            children: <span data-testid="route-request-vehicle">{regno}</span>,
          },
          {
            key: 'from',
            label: t.requestFrom,
            children: <span data-testid="route-request-from">{request.from_date}</span>,
          },
          { key: 'to', label: t.requestTo, children: <span data-testid="route-request-to">{request.to_date}</span> },
          {
            key: 'regenerate',
            label: t.requestRegenerate,
            children: <span data-testid="route-request-regenerate">{request.regenerate ? t.yes : t.no}</span>,
          },
        ]}
      />
      <Alert type="info" showIcon title={t.replayNote} className="route-request-note" />
    </div>
  );
}
