import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { pl } from '../../../kit/i18n/pl';
import { useMonitor } from '../monitorStore';
import type { ItemInspection } from './itemModel';
import type { ListFlags, ListMode } from './listFlags';
import { rowIndexOf, type ListRow } from './listRows';
import { VehicleItem } from './VehicleItem';

/**
 * The scrolling list, virtualised so thousands of vehicles stay fluid: only the rows in view
 * (and a few around) exist, each measured after it renders since items differ in height.
 * A selection made elsewhere (map, cluster list, alarm) scrolls its row into view.
 */

interface Props {
  rows: ListRow[];
  flags: ListFlags;
  mode: ListMode;
  maxStopSeconds: number;
  onContextMenu: (e: MouseEvent, row: ListRow) => void;
  onInspectionMenu: (e: MouseEvent, row: ListRow, ins: ItemInspection) => void;
}

/** First guess of a row's height before it is measured, from what the flags show. */
function estimateHeight(flags: ListFlags, mode: ListMode): number {
  if (mode === 'compact') return 30;
  const lines = 2 + (flags.date ? 1 : 0) + (flags.geo || flags.geoCoords ? 1 : 0);
  const details = mode === 'wide' ? 0 : 2;
  return 16 + (lines + details) * 22;
}

export function VirtualVehicleList({ rows, flags, mode, maxStopSeconds, onContextMenu, onInspectionMenu }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectedId = useMonitor((s) => s.selectedId);
  const selectSeq = useMonitor((s) => s.selectSeq);
  const onSelect = useCallback((id: number) => useMonitor.getState().selectVehicle(id), []);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateHeight(flags, mode),
    getItemKey: (index) => rows[index].v.id,
    overscan: 6,
  });

  // Flags or mode change every row's height: forget the old measurements.
  useEffect(() => virtualizer.measure(), [flags, mode, virtualizer]);

  useEffect(() => {
    const index = rowIndexOf(rows, selectedId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
    // Only a new selection scrolls; a data refresh must not pull the list back to it.
  }, [selectSeq]);

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={scrollRef}
      className="vl-scroll"
      data-testid="vehicle-list"
      data-count={rows.length}
      role="list"
      aria-label={pl.monitList.listLabel}
    >
      <div className="vl-sizer" style={{ height: virtualizer.getTotalSize() }}>
        {/* The rows in view flow one under another inside one window moved to the first row's
            place, instead of each being placed at its measured offset: a row that grows before
            it is measured again (an address arriving, a badge appearing) pushes the next ones
            down rather than being covered by them. */}
        <div className="vl-window" style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                data-testid="vehicle-row"
                data-vid={row.v.id}
                role="listitem"
                className="vl-row"
              >
                <VehicleItem
                  row={row}
                  flags={flags}
                  mode={mode}
                  maxStopSeconds={maxStopSeconds}
                  selected={row.v.id === selectedId}
                  onSelect={onSelect}
                  onContextMenu={onContextMenu}
                  onInspectionMenu={onInspectionMenu}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
