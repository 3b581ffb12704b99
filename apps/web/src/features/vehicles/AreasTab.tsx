import { Form, Tag, Transfer } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { normalizeForFilter, TRANSFER_COUNT_LABELS } from '../../kit/ui/transferModel';

const t = pl.vehicles.areas;

/** A base or an own point; `unverified`: an automatic own point no user confirmed yet. */
interface AreaItem {
  id: number;
  name: string;
  unverified?: boolean;
}

/** A two-list transfer of the vehicle's bases or own points (spec 3 §2.1 'Bazy', 'Punkty własne'). */
function AreaTransfer(p: { value?: number[]; onChange?: (v: number[]) => void; items: AreaItem[]; testId: string }) {
  return (
    <Transfer
      dataSource={p.items.map((i) => ({ key: String(i.id), title: i.name, unverified: !!i.unverified }))}
      targetKeys={(p.value ?? []).map(String)}
      onChange={(keys) => p.onChange?.(keys.map(Number))}
      render={(i) =>
        i.unverified ? (
          <span data-testid="vehicle-area-unverified">
            {i.title} <Tag color="warning">{t.unverified}</Tag>
          </span>
        ) : (
          (i.title ?? '')
        )
      }
      titles={[t.available, t.assigned]}
      showSearch
      filterOption={(input, item) => normalizeForFilter(item.title ?? '').includes(normalizeForFilter(input))}
      locale={{ searchPlaceholder: t.search }}
      selectAllLabels={TRANSFER_COUNT_LABELS}
      styles={{ section: { width: 360, height: 420 } }}
      data-testid={p.testId}
    />
  );
}

export function AreasTab(p: { field: 'bases' | 'solid_objects'; items: AreaItem[] }) {
  return (
    <div data-testid={`vehicle-tab-${p.field}`}>
      <Form.Item name={p.field}>
        <AreaTransfer items={p.items} testId={`vehicle-transfer-${p.field}`} />
      </Form.Item>
    </div>
  );
}
