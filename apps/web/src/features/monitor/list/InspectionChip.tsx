import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pl } from '../../../kit/i18n/pl';
import { fetchInspectionInfo } from '../api';
import { HoverPopover } from './HoverPopover';
import type { ItemInspection } from './itemModel';

/**
 * An inspection chip P1–P12 / W1–W8 (spec 1 §2.7), coloured by level (0 ok, 1 reminder due,
 * 2 overrun). Hovering shows the inspection's description from /monit/inspection/ with the
 * placeholder 'Pobieram...'; a right click opens the inspection menu.
 */

const t = pl.monitList;

function InspectionInfo({ iid }: { iid: number }) {
  const info = useQuery({
    queryKey: ['monitInspection', iid],
    queryFn: ({ signal }) => fetchInspectionInfo(iid, signal),
    staleTime: 60_000,
  });
  if (info.isPending) return <div className="vl-popover-muted">{t.inspectionLoading}</div>;
  if (info.isError) return <div className="vl-popover-error">{info.error.message || t.inspectionFailed}</div>;
  const lines = info.data.info.split('\n').filter((line) => line.trim() !== '');
  return (
    <div className="vl-inspection-info" data-testid="inspection-info">
      {lines.length === 0 ? t.noData : lines.map((line, i) => <div key={i}>{line}</div>)}
    </div>
  );
}

export function InspectionChip({
  ins,
  onContextMenu,
}: {
  ins: ItemInspection;
  onContextMenu: (e: MouseEvent, ins: ItemInspection) => void;
}) {
  const paused = ins.statusId === 2;
  const title = [ins.label, ins.customName, t.inspectionLevel[ins.level], paused ? t.inspectionPaused : null]
    .filter(Boolean)
    .join(' · ');
  const chip = (
    <span
      className={`vl-chip vl-chip-level-${ins.level}${paused ? ' is-paused' : ''}`}
      data-testid="inspection-chip"
      data-label={ins.label}
      data-level={ins.level}
      onContextMenu={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onContextMenu(e, ins);
      }}
    >
      {ins.label}
    </span>
  );
  if (ins.iid === null) return chip;
  return (
    <HoverPopover
      title={title}
      content={<InspectionInfo iid={ins.iid} />}
      delayMs={150}
      destroyOnHidden
      placement="right"
    >
      {chip}
    </HoverPopover>
  );
}
