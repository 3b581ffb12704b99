import { Form, Transfer, Typography } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { normalizeForFilter, TRANSFER_COUNT_LABELS } from '../../kit/ui/transferModel';
import type { AreaKind } from './areaForm';
import { areaRule } from './areaRule';

interface PickItem {
  key: number;
  title: string;
}

interface Props {
  kind: AreaKind;
  field: 'vehicles' | 'drivers';
  items: PickItem[];
  titles: readonly string[];
  hint: string;
}

const filter = (input: string, item: PickItem) => normalizeForFilter(item.title).includes(normalizeForFilter(input));

/** 'Przypisane pojazdy' / 'Przypisani kierowcy': a two-list transfer (sent comma-joined, spec 3 §7). */
export function AreaAssignTab({ kind, field, items, titles, hint }: Props) {
  return (
    <div className="area-assign" data-testid={`area-assign-${field}`}>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Form.Item name={field} valuePropName="targetKeys" rules={[areaRule(kind, field)]}>
        <Transfer<PickItem>
          dataSource={items}
          titles={[...titles]}
          render={(item) => item.title}
          showSearch
          filterOption={filter}
          locale={{ searchPlaceholder: pl.areas.search }}
          selectAllLabels={TRANSFER_COUNT_LABELS}
          styles={{ section: { width: 320, height: 400 } }}
        />
      </Form.Item>
    </div>
  );
}
