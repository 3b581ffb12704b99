import { useEffect, useRef, type ReactNode } from 'react';
import { Menu, type MenuProps } from 'antd';
import {
  BarChartOutlined,
  CalendarOutlined,
  EditOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  HomeOutlined,
  NodeIndexOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { P, type PermissionSet } from '@namiar/domain';
import { usePermissions } from '../../../kit/session/sessionStore';
import { pl } from '../../../kit/i18n/pl';
import { useMonitor } from '../monitorStore';
import { contextMenuPosition } from './contextMenuPosition';
import type { ItemInspection } from './itemModel';
import {
  inspectionEditUrl,
  inspectionPerformUrl,
  lastPointDayRange,
  mapsServiceUrl,
  newBaseUrl,
  newPoiUrl,
  openInNewTab,
  routeUrl,
  todayRange,
} from '../../../kit/navigation/links';
import type { ListRow } from './listRows';

/**
 * The right-click menus of the list (spec 1 §2.7): one for a vehicle, one for an inspection
 * chip. Entries a user's permissions do not allow are left out (the screens behind them would
 * refuse anyway). The menu opens at the pointer but keeps 250 px from the page bottom.
 */

export type MenuTarget =
  | { kind: 'vehicle'; row: ListRow; x: number; y: number }
  | { kind: 'inspection'; row: ListRow; ins: ItemInspection; x: number; y: number };

const t = pl.monitList;
const MENU_WIDTH = 280;

interface Item {
  key: string;
  icon: ReactNode;
  label: string;
  run: () => void;
}

function vehicleItems(row: ListRow, perms: PermissionSet): Item[] {
  const { v } = row;
  const hasPlace = v.lat !== null && v.lon !== null;
  const items: (Item | false)[] = [
    perms.has(P.route) && {
      key: 'routeReport',
      icon: <NodeIndexOutlined />,
      label: t.menuRouteReport,
      run: () => openInNewTab(routeUrl(v.id, lastPointDayRange(v.dt))),
    },
    perms.has(P.route) && {
      key: 'routeToday',
      icon: <CalendarOutlined />,
      label: t.menuRouteToday,
      run: () => openInNewTab(routeUrl(v.id, todayRange())),
    },
    hasPlace && {
      key: 'mapsService',
      icon: <GlobalOutlined />,
      label: t.menuMapsService,
      run: () => openInNewTab(mapsServiceUrl(v.lat!, v.lon!)),
    },
    hasPlace &&
      perms.has(P.ownPoints) && {
        key: 'addPoi',
        icon: <EnvironmentOutlined />,
        label: t.menuAddPoi,
        run: () => openInNewTab(newPoiUrl(v.lat!, v.lon!)),
      },
    hasPlace &&
      perms.has(P.bases) && {
        key: 'addBase',
        icon: <HomeOutlined />,
        label: t.menuAddBase,
        run: () => openInNewTab(newBaseUrl(v.lat!, v.lon!)),
      },
    row.selectable && {
      key: 'routePreview',
      icon: <BarChartOutlined />,
      label: t.menuRoutePreview,
      run: () => {
        const monitor = useMonitor.getState();
        monitor.selectVehicle(v.id);
        monitor.openRouteWidget(v.id, true);
      },
    },
  ];
  return items.filter((x): x is Item => x !== false);
}

function inspectionItems(row: ListRow, ins: ItemInspection, perms: PermissionSet): Item[] {
  if (ins.iid === null) return [];
  const iid = ins.iid;
  const ledger = ins.kind === 'p' ? P.inspectionsPLedger : P.inspectionsWLedger;
  const perform = ins.kind === 'p' ? P.inspectionsPPerform : P.inspectionsWPerform;
  const items: (Item | false)[] = [
    perms.has(ledger) && {
      key: 'editInspection',
      icon: <EditOutlined />,
      label: t.menuEditInspection,
      run: () => openInNewTab(inspectionEditUrl(ins.kind, iid)),
    },
    perms.has(perform) && {
      key: 'performInspection',
      icon: <ToolOutlined />,
      label: ins.kind === 'p' ? t.menuPerformP : t.menuPerformW,
      run: () => openInNewTab(inspectionPerformUrl(ins.kind, iid, row.v.id, ins.statusId)),
    },
  ];
  return items.filter((x): x is Item => x !== false);
}

export function ListContextMenu({ target, onClose }: { target: MenuTarget | null; onClose: () => void }) {
  const perms = usePermissions();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!target) return;
    const outside = (e: Event) => {
      if (!boxRef.current?.contains(e.target as Node)) onClose();
    };
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    // Capture phase: the list's own handlers must not keep a stale menu open.
    document.addEventListener('mousedown', outside, true);
    document.addEventListener('wheel', outside, true);
    document.addEventListener('keydown', key);
    window.addEventListener('resize', onClose);
    window.addEventListener('blur', onClose);
    return () => {
      document.removeEventListener('mousedown', outside, true);
      document.removeEventListener('wheel', outside, true);
      document.removeEventListener('keydown', key);
      window.removeEventListener('resize', onClose);
      window.removeEventListener('blur', onClose);
    };
  }, [target, onClose]);

  if (!target) return null;
  const items =
    target.kind === 'vehicle' ? vehicleItems(target.row, perms) : inspectionItems(target.row, target.ins, perms);
  if (items.length === 0) return null;
  const pos = contextMenuPosition(
    { x: target.x, y: target.y },
    { width: window.innerWidth, height: window.innerHeight },
    MENU_WIDTH,
  );
  const title = target.kind === 'vehicle' ? target.row.v.regno : `${target.row.v.regno} · ${target.ins.label}`;
  return (
    <div
      ref={boxRef}
      className="vl-context-menu"
      style={{ left: pos.left, top: pos.top, width: MENU_WIDTH }}
      data-testid={target.kind === 'vehicle' ? 'vehicle-menu' : 'inspection-menu'}
      onContextMenu={(e) => e.preventDefault()}
    >
      <div className="vl-context-title">{title}</div>
      <Menu
        selectable={false}
        items={
          items.map(({ run: _run, ...item }) => ({ ...item, 'data-testid': `menu-${item.key}` })) as MenuProps['items']
        }
        onClick={({ key }) => {
          onClose();
          items.find((i) => i.key === key)?.run();
        }}
      />
    </div>
  );
}
