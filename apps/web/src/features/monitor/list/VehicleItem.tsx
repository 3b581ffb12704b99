import { memo, type MouseEvent } from 'react';
import { EnvironmentOutlined, FlagOutlined, IdcardOutlined, PhoneOutlined } from '@ant-design/icons';
import { pl } from '../../../kit/i18n/pl';
import { formatCoords, formatTitle } from './format';
import { InspectionChip } from './InspectionChip';
import { IoBadge } from './IoBadge';
import { itemInspections, itemIo, itemThermometers, itemValues, type ItemInspection } from './itemModel';
import { SignalIcons, StatusLine } from './ItemStatus';
import type { ListFlags, ListMode } from './listFlags';
import type { ListRow } from './listRows';
import { useAddress } from '../../../kit/geocode/useAddress';

/**
 * One vehicle of the list (spec 1 §2.7): number and registration, the status and signal
 * icons, then each part behind its monit-vl-* flag. Standard mode stacks everything in the
 * 340 px column; wide mode puts the values in a second column. Data-age level, time-out and
 * selection are classes; a vehicle that cannot be selected ignores clicks.
 */

const t = pl.monitList;

export interface VehicleItemProps {
  row: ListRow;
  flags: ListFlags;
  mode: ListMode;
  maxStopSeconds: number;
  selected: boolean;
  onSelect: (id: number) => void;
  onContextMenu: (e: MouseEvent, row: ListRow) => void;
  onInspectionMenu: (e: MouseEvent, row: ListRow, ins: ItemInspection) => void;
}

function Address({ row, flags }: { row: ListRow; flags: ListFlags }) {
  const { v } = row;
  const address = useAddress(v.geo, v.lat, v.lon, flags.geo);
  const coords = flags.geoCoords ? formatCoords(v.lat, v.lon) : null;
  if (!flags.geo && !coords) return null;
  return (
    <div className="vl-line vl-address" data-testid="vehicle-address">
      <EnvironmentOutlined className="vl-line-icon" aria-hidden />
      <span className="vl-line-text">
        {flags.geo && (
          <span className={address.pending ? 'vl-muted' : undefined} title={t.fields.geo}>
            {address.pending ? t.geoPending : (address.text ?? pl.common.noData)}
          </span>
        )}
        {coords && (
          <span className="vl-coords" title={t.fields.coords}>
            {coords}
          </span>
        )}
      </span>
    </div>
  );
}

function Drivers({ row }: { row: ListRow }) {
  const { d1, d2, d1p, d2p } = row.v;
  if (!d1 && !d2) return null;
  return (
    <div className="vl-line" data-testid="vehicle-drivers">
      <IdcardOutlined className="vl-line-icon" aria-hidden />
      <span className="vl-line-text">
        <span>
          {d1 && <span title={`${t.fields.driver1}${d1p ? `: ${d1p}` : ''}`}>{d1}</span>}
          {d1 && d2 && ' · '}
          {d2 && <span title={`${t.fields.driver2}${d2p ? `: ${d2p}` : ''}`}>{d2}</span>}
        </span>
      </span>
    </div>
  );
}

function Details({ row, flags, onInspectionMenu }: Pick<VehicleItemProps, 'row' | 'flags' | 'onInspectionMenu'>) {
  const { v } = row;
  const values = itemValues(v, flags);
  const thermometers = flags.temp ? itemThermometers(v) : [];
  const io = flags.inputs ? itemIo(v) : [];
  const inspections = itemInspections(v);
  return (
    <div className="vl-details">
      {values.length > 0 && (
        <div className="vl-values">
          {values.map((x) => (
            <span
              key={x.key}
              className={`vl-value${x.alert ? ' is-alert' : ''}`}
              title={x.alert ? `${x.label}: ${t.accumulatorLow}` : x.label}
              data-testid={`vehicle-value-${x.key}`}
            >
              <span className="vl-value-label">{x.label}</span>
              <span className="vl-value-text">{x.text}</span>
            </span>
          ))}
        </div>
      )}
      {thermometers.length > 0 && (
        <div className="vl-temps" data-testid="vehicle-temps">
          {thermometers.map((th) => (
            <span
              key={th.n}
              className={`vl-temp vl-temp-${th.kind}`}
              title={th.kind === 'over' ? t.thermoOver : th.kind === 'under' ? t.thermoUnder : th.name}
            >
              <span className="vl-value-label">{th.name}</span> {th.text}
            </span>
          ))}
        </div>
      )}
      {(io.length > 0 || inspections.length > 0) && (
        <div className="vl-chips">
          {io.map((x) => (
            <IoBadge key={`${x.kind}${x.n}`} io={x} vid={v.id} />
          ))}
          {inspections.map((ins) => (
            <InspectionChip key={ins.label} ins={ins} onContextMenu={(e, i) => onInspectionMenu(e, row, i)} />
          ))}
        </div>
      )}
    </div>
  );
}

function ageClass(row: ListRow): string {
  if (row.timedOut) return ' is-timed-out';
  if (row.age === null) return ' is-no-data';
  return row.age > 0 ? ` is-age-${row.age}` : '';
}

export const VehicleItem = memo(function VehicleItem(props: VehicleItemProps) {
  const { row, flags, mode, maxStopSeconds, selected, onSelect, onContextMenu } = props;
  const { v } = row;
  const className =
    `vl-item vl-${mode}${selected ? ' is-selected' : ''}${row.selectable ? '' : ' is-disabled'}` + ageClass(row);
  const itemProps = {
    className,
    'data-testid': 'vehicle-item',
    'data-selected': selected ? '1' : '0',
    'aria-disabled': !row.selectable,
    onClick: () => row.selectable && onSelect(v.id),
    onContextMenu: (e: MouseEvent) => {
      e.preventDefault();
      onContextMenu(e, row);
    },
  };
  if (mode === 'compact') {
    // One line: number and registration, the status with its time, the signal icons.
    return (
      <div {...itemProps}>
        <span className="vl-title" data-testid="vehicle-title">
          {formatTitle(row.no, v.regno)}
        </span>
        {v.dt === null ? (
          <span className="vl-compact-status vl-muted">{t.noPoint}</span>
        ) : (
          <span className="vl-compact-status">
            <StatusLine v={v} maxStopSeconds={maxStopSeconds} />
          </span>
        )}
        <SignalIcons v={v} />
      </div>
    );
  }
  return (
    <div {...itemProps}>
      <div className="vl-main">
        <div className="vl-head">
          <span className="vl-title" data-testid="vehicle-title">
            {formatTitle(row.no, v.regno)}
          </span>
          <SignalIcons v={v} />
        </div>
        {v.dt === null ? (
          <div className="vl-line vl-muted">{t.noPoint}</div>
        ) : (
          <>
            {flags.date && (
              <div className="vl-line vl-date" title={t.fields.date} data-testid="vehicle-date">
                {v.dt}
              </div>
            )}
            <div className="vl-line">
              <StatusLine v={v} maxStopSeconds={maxStopSeconds} />
              {row.timedOut && <span className="vl-timeout">{t.timedOut}</span>}
            </div>
            <Address row={row} flags={flags} />
          </>
        )}
        {flags.poiname && v.poiname && (
          <div className="vl-line" title={t.fields.poiname} data-testid="vehicle-poiname">
            <FlagOutlined className="vl-line-icon" aria-hidden />
            <span className="vl-line-text">{v.poiname}</span>
          </div>
        )}
        {flags.driver && <Drivers row={row} />}
        {flags.phone && v.bp && (
          <div className="vl-line" title={t.fields.phone} data-testid="vehicle-phone">
            <PhoneOutlined className="vl-line-icon" aria-hidden />
            <span className="vl-line-text">{v.bp}</span>
          </div>
        )}
      </div>
      {v.dt !== null && <Details {...props} />}
    </div>
  );
});
