import { Button, Dropdown } from 'antd';
import { SortAscendingOutlined, SortDescendingOutlined, SwapOutlined } from '@ant-design/icons';
import { SORT_KEYS, nextSort } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';
import { useMonitor } from '../monitorStore';

/**
 * The sort menu of the vehicle list (spec 1 §2.7, §4 'Sorting'): eight keys, one at a time;
 * choosing a key cycles it none → ascending → descending → none.
 */

const t = pl.monitList;

function dirIcon(dir: 'asc' | 'desc') {
  return dir === 'asc' ? <SortAscendingOutlined /> : <SortDescendingOutlined />;
}

export function SortMenu() {
  const sort = useMonitor((s) => s.sort);
  const setSort = useMonitor((s) => s.setSort);
  const label = sort ? `${t.sortKeys[sort.key]} (${sort.dir === 'asc' ? t.sortAsc : t.sortDesc})` : t.sort;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: false,
        items: SORT_KEYS.map((key) => ({
          key,
          label: (
            <span className="vl-sort-item" data-testid={`sort-${key}`} data-dir={sort?.key === key ? sort.dir : 'none'}>
              <span>{t.sortKeys[key]}</span>
              {sort?.key === key && <span className="vl-sort-dir">{dirIcon(sort.dir)}</span>}
            </span>
          ),
        })),
        onClick: ({ key }) => setSort(nextSort(useMonitor.getState().sort, key as (typeof SORT_KEYS)[number])),
      }}
    >
      <Button
        size="small"
        icon={sort ? dirIcon(sort.dir) : <SwapOutlined rotate={90} />}
        type={sort ? 'primary' : 'default'}
        ghost={Boolean(sort)}
        title={t.sort}
        data-testid="sort-menu"
        data-sort={sort ? `${sort.key}:${sort.dir}` : 'none'}
        className="vl-sort-button"
      >
        <span className="vl-sort-label">{label}</span>
      </Button>
    </Dropdown>
  );
}
