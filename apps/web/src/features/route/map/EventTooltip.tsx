import type { RouteEvent } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';
import { useOlMap } from '../../../kit/map';
import { eventTooltip } from './eventMarkers';

const t = pl.routeMap;

/** The hover tooltip of an event marker, next to the pointer (spec 2 §2.1 Map). */
export function EventTooltip(props: {
  event: RouteEvent;
  pixel: [number, number];
  flags: { date: boolean; duration: boolean };
}) {
  const tip = eventTooltip(props.event, props.flags, {
    ...t.tooltip,
    acceptance: pl.routeLossAcceptance.label,
  });
  // Kept inside the map: past its middle the tooltip opens to the left / upwards.
  const [w, h] = useOlMap().getSize() ?? [0, 0];
  const [x, y] = props.pixel;
  const flipX = x > w / 2;
  const flipY = y > h / 2;
  return (
    <div
      className="route-map-tooltip"
      style={{
        left: flipX ? undefined : x + 12,
        right: flipX ? w - x + 12 : undefined,
        top: flipY ? undefined : y + 12,
        bottom: flipY ? h - y + 12 : undefined,
      }}
      role="tooltip"
      data-testid="route-event-tooltip"
    >
      <div className="route-map-tooltip-title">{tip.title}</div>
      {tip.lines.map((line) => (
        <div key={line.label} className="route-map-tooltip-line">
          <span>{line.label}:</span> <b>{line.text}</b>
        </div>
      ))}
    </div>
  );
}
