import { Checkbox, Form, Transfer, Typography } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { normalizeForFilter, TRANSFER_COUNT_LABELS } from '../../kit/ui/transferModel';
import { userRule } from './fieldRule';

interface PickItem {
  key: number;
  title: string;
}

interface Props {
  field: 'vehicles' | 'drivers' | 'event_types';
  /** The "every one, also those added later" checkbox; the list is disabled while it is on. */
  allField?: 'vehicles_all' | 'drivers_all';
  allLabel?: string;
  items: PickItem[];
  titles: readonly string[];
  hint?: string;
}

const filter = (input: string, item: PickItem) => normalizeForFilter(item.title).includes(normalizeForFilter(input));

/** 'Kierowcy', 'Obiekty', 'Alarmy': a two-list transfer of what the user gets. */
export function UserPickTab({ field, allField, allLabel, items, titles, hint }: Props) {
  const all = Form.useWatch<boolean | undefined>(allField ?? 'vehicles_all');
  const locked = allField ? !!all : false;
  return (
    <div className="user-pick" data-testid={`user-pick-${field}`}>
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      {allField && (
        <Form.Item name={allField} valuePropName="checked">
          <Checkbox data-testid={`user-${allField}`}>{allLabel}</Checkbox>
        </Form.Item>
      )}
      <Form.Item name={field} valuePropName="targetKeys" rules={[userRule(field)]}>
        <Transfer<PickItem>
          dataSource={items}
          titles={[...titles]}
          render={(item) => item.title}
          showSearch
          filterOption={filter}
          disabled={locked || undefined}
          locale={{ searchPlaceholder: pl.users.search }}
          selectAllLabels={TRANSFER_COUNT_LABELS}
          styles={{ section: { width: 340, height: 420 } }}
        />
      </Form.Item>
    </div>
  );
}
