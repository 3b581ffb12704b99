import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Spin, Transfer } from 'antd';
import { pl } from '../i18n/pl';
import { DraggableModal } from './DraggableModal';
import { chosenKeys, matchesFilter, sortItems, type TransferItem } from './transferModel';

/**
 * The draggable two-column chooser shared by 'Wybierz pojazdy' and 'Wybierz POI widoczne na
 * mapie' (spec 1 §2.7): 'Ukryte' on the left, 'Widoczne' on the right, a filter on each,
 * Anuluj/Zapisz. An empty 'Widoczne' column is a valid choice (spec 1 §5). The caller saves.
 */

const t = pl.monitList.chooser;

interface Props {
  open: boolean;
  title: string;
  testId: string;
  items: TransferItem[] | undefined;
  /** Keys initially in 'Widoczne'. */
  visible: string[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onCancel: () => void;
  /** Resolves when saved (the window closes), rejects when the save failed (it stays open). */
  onSave: (visibleKeys: string[]) => Promise<void>;
}

export function TransferWindow(props: Props) {
  const { open, title, testId, items, visible, loading, error, onRetry, onCancel, onSave } = props;
  const sorted = useMemo(() => (items ? sortItems(items) : []), [items]);
  const [target, setTarget] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  // A fresh load (each opening) starts from what the server says is visible. The 'Widoczne'
  // column lists in target-key order, so the keys are kept in the items' (sorted) order.
  useEffect(() => {
    setTarget(chosenKeys(sorted, visible ?? []));
    setSelected([]);
  }, [visible, sorted]);

  async function save() {
    setSaving(true);
    try {
      await onSave(chosenKeys(sorted, target));
    } catch {
      // The error was shown by the API client; keep the user's choice in the window.
    } finally {
      setSaving(false);
    }
  }

  const ready = items !== undefined && !loading;
  return (
    <DraggableModal
      open={open}
      title={title}
      width={680}
      maskClosable={false}
      destroyOnHidden
      onCancel={onCancel}
      rootClassName="chooser-window"
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t.cancel}
        </Button>,
        <Button
          key="save"
          type="primary"
          onClick={save}
          loading={saving}
          disabled={!ready}
          data-testid={`${testId}-save`}
        >
          {t.save}
        </Button>,
      ]}
    >
      <div data-testid={testId}>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={error}
            action={
              <Button size="small" onClick={onRetry}>
                {t.retry}
              </Button>
            }
          />
        ) : !ready ? (
          <div className="chooser-loading">
            <Spin />
            <span>{t.loading}</span>
          </div>
        ) : (
          <>
            <Transfer<TransferItem>
              dataSource={sorted}
              targetKeys={target}
              selectedKeys={selected}
              onChange={(next) => setTarget(chosenKeys(sorted, next.map(String)))}
              onSelectChange={(source, targetSel) => setSelected([...source, ...targetSel].map(String))}
              titles={[t.hidden, t.visible]}
              showSearch
              filterOption={(input, item) => matchesFilter(input, item)}
              render={(item) => (
                <span className="chooser-item" data-testid="chooser-item">
                  {item.title}
                  {item.description && <span className="chooser-item-kind"> · {item.description}</span>}
                </span>
              )}
              // Long lists page inside each column so a fleet of thousands stays quick.
              pagination={sorted.length > 300 ? { pageSize: 100 } : false}
              locale={{
                searchPlaceholder: t.filter,
                notFoundContent: t.notFound,
                itemUnit: '',
                itemsUnit: '',
                selectAll: t.selectAll,
                selectInvert: t.selectInvert,
              }}
              styles={{ section: { width: 300, height: 380 } }}
            />
            {target.length === 0 && <div className="chooser-hint">{t.emptyChoice}</div>}
          </>
        )}
      </div>
    </DraggableModal>
  );
}
