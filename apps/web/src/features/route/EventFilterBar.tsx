import { useMemo, type ReactNode } from 'react';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import {
  AlertOutlined,
  CarOutlined,
  CloudOutlined,
  DashboardOutlined,
  IdcardOutlined,
  LoginOutlined,
  LogoutOutlined,
  MinusCircleOutlined,
  PauseCircleOutlined,
  PlusCircleOutlined,
  StopOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { RouteInfo } from '@namiar/domain';
import { IconButton, type IconButtonProps } from '../../kit/ui/IconButton';
import { pl } from '../../kit/i18n/pl';
import { saveSettingLater, useSetting } from '../../kit/settings';
import {
  FILTER_GROUPS,
  type FilterGroupKey,
  areAlarmsActive,
  inputEventId,
  isGroupActive,
  normalizeFilters,
  outputEventId,
  toggleAlarms,
  toggleIds,
} from './eventFilters';
import { describedIo } from './routeSettings';

const t = pl.route.filters;

const ICONS: Record<FilterGroupKey, ReactNode> = {
  drive: <CarOutlined />,
  stop: <StopOutlined />,
  halt: <PauseCircleOutlined />,
  refuel: <PlusCircleOutlined />,
  fuelLoss: <MinusCircleOutlined />,
  highUse: <DashboardOutlined />,
  lpg: <CloudOutlined />,
  alarmEvents: <WarningOutlined />,
  tags: <IdcardOutlined />,
};

/** The event filters of 'route-events-filters', as stored or the defaults. */
export function useEventFilters() {
  const raw = useSetting<unknown>('route-events-filters');
  return useMemo(() => normalizeFilters(raw), [raw]);
}

const FilterButton = (props: Omit<IconButtonProps, 'size'>) => <IconButton size="small" {...props} />;

function IoFilter(props: {
  label: string;
  icon: ReactNode;
  items: { n: number; desc: string; eid: number }[];
  active(eid: number): boolean;
  toggle(eid: number): void;
  testId: string;
}) {
  const content = (
    <div className="route-io-filter" data-testid={`${props.testId}-list`}>
      {props.items.map((x) => (
        <Checkbox key={x.n} checked={props.active(x.eid)} onChange={() => props.toggle(x.eid)}>
          {x.desc}
        </Checkbox>
      ))}
    </div>
  );
  return (
    <Popover trigger="click" content={content} placement="bottom">
      <Tooltip title={props.items.length === 0 ? t.noneDescribed(props.label) : props.label}>
        <Button size="small" icon={props.icon} disabled={props.items.length === 0} data-testid={props.testId}>
          {props.label}
        </Button>
      </Tooltip>
    </Popover>
  );
}

/**
 * Event filter icons (spec 2 §2.1, §4.1): each group hides or shows its event types on the map
 * and in the table; inputs 1–8 and outputs 1–4 with a description in two dropdowns. Saved in
 * 'route-events-filters' 2 s after the last change.
 */
export function EventFilterBar({ info }: { info: RouteInfo | null }) {
  const filters = useEventFilters();
  const save = (next: typeof filters) => saveSettingLater('route-events-filters', next);
  const inputs = info ? describedIo(info.inputs).map((x) => ({ ...x, eid: inputEventId(x.n) })) : [];
  const outputs = info ? describedIo(info.outputs).map((x) => ({ ...x, eid: outputEventId(x.n) })) : [];
  const active = (eid: number) => isGroupActive(filters, [eid]);
  const toggle = (eid: number) => save(toggleIds(filters, [eid]));

  return (
    <div className="route-filter-bar" data-testid="route-filters">
      {FILTER_GROUPS.map((g) => [
        <FilterButton
          key={g.key}
          label={t[g.key]}
          icon={ICONS[g.key]}
          active={isGroupActive(filters, g.ids)}
          onClick={() => save(toggleIds(filters, g.ids))}
          testId={`route-filter-${g.key}`}
        />,
        // The alarm filter follows the alarm-type events (spec 2 §2.1 order).
        g.key === 'alarmEvents' && (
          <FilterButton
            key="alarms"
            label={t.alarms}
            icon={<AlertOutlined />}
            active={areAlarmsActive(filters)}
            onClick={() => save(toggleAlarms(filters))}
            testId="route-filter-alarms"
          />
        ),
      ])}
      <IoFilter
        label={t.inputs}
        icon={<LoginOutlined />}
        items={inputs}
        active={active}
        toggle={toggle}
        testId="route-filter-inputs"
      />
      <IoFilter
        label={t.outputs}
        icon={<LogoutOutlined />}
        items={outputs}
        active={active}
        toggle={toggle}
        testId="route-filter-outputs"
      />
    </div>
  );
}
