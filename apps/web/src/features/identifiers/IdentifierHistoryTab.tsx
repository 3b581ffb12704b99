import { Table, Typography } from 'antd';
import type { IdentifierHistoryItem } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';

const t = pl.drivers.ids.history;

/** The identifier's history (spec 3 §2.5, §3.6): who held it when, read-only. */
export function IdentifierHistoryTab({ history }: { history: IdentifierHistoryItem[] }) {
  return (
    <div data-testid="id-history">
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <Table<IdentifierHistoryItem>
        size="small"
        rowKey="code"
        pagination={false}
        dataSource={history}
        locale={{ emptyText: t.empty }}
        columns={[
          { title: t.driver, dataIndex: 'driver_name' },
          { title: t.from, dataIndex: 'from_date' },
          { title: t.to, dataIndex: 'to_date' },
          { title: t.status, dataIndex: 'driver_status' },
          { title: t.active, dataIndex: 'active', render: (v: boolean) => (v ? t.yes : t.no) },
        ]}
      />
    </div>
  );
}
