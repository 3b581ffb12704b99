import { Select } from 'antd';
import { pl } from '../i18n/pl';
import type { AlarmFilter, Option } from './alarmFilter';

const t = pl.alarmWindow;

interface AlarmFiltersProps {
  filter: AlarmFilter;
  vehicles: readonly Option<number>[];
  events: readonly Option<string>[];
  onChange: (filter: AlarmFilter) => void;
  className?: string;
}

/** 'Pojazd' and 'Rodzaj alarmu' of the alarm window and the alarms screen (alarmFilter.ts). */
export function AlarmFilters({ filter, vehicles, events, onChange, className }: AlarmFiltersProps) {
  return (
    <div className={className ?? 'alarm-filters'}>
      <Select<number | null>
        size="small"
        value={filter.vid}
        onChange={(v) => onChange({ ...filter, vid: v ?? null })}
        options={[{ value: null, label: t.allVehicles }, ...vehicles]}
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t.filterVehicle}
        data-testid="alarm-filter-vehicle"
        popupMatchSelectWidth={false}
      />
      <Select<string | null>
        size="small"
        value={filter.name}
        onChange={(v) => onChange({ ...filter, name: v ?? null })}
        options={[{ value: null, label: t.allEvents }, ...events]}
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t.filterEvent}
        data-testid="alarm-filter-event"
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
