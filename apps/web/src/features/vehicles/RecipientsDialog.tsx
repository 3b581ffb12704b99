import { useState } from 'react';
import { App, Button, Input, List, Modal, Space, Typography } from 'antd';
import { isRecipientEmail } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { toastSuccess } from '../../kit/ui/toasts';
import { deleteObject, saveObject, type RecipientType } from './api';

const t = pl.vehicles.recipients;

export interface BookEntry {
  id: number;
  name: string;
  description: string;
}

/**
 * The e-mail, phone number and alarm code lists (spec 3 §2.1, §4, §5, §8): choose an entry to
 * edit or delete, or add a new one; save (e-mail only with a valid address, code at most 10
 * characters), delete after a confirmation; the server answers the updated list.
 */
export function RecipientsDialog(p: {
  type: RecipientType;
  entries: BookEntry[];
  onClose: () => void;
  onChanged: (type: RecipientType, entries: BookEntry[]) => void;
}) {
  const { modal } = App.useApp();
  const [edit, setEdit] = useState<BookEntry | null>(null);
  const title = p.type === 'email' ? t.emailList : p.type === 'phone' ? t.phoneList : t.alarmList;
  const name = edit?.name.trim() ?? '';
  const valid =
    p.type === 'email'
      ? isRecipientEmail(name)
      : p.type === 'alarm'
        ? name.length >= 1 && name.length <= 10
        : /^\+?[\d\s-]{3,24}$/.test(name);

  const apply = (objects: unknown) => p.onChanged(p.type, toEntries(p.type, objects));

  async function save() {
    if (!edit || !valid) return;
    try {
      const a = await saveObject(p.type, edit.id, name, edit.description.trim());
      apply(a.objects);
      if (edit.id === 0) toastSuccess(t.added[p.type]);
      setEdit(null);
    } catch {
      // err: no success action (spec 3 §8); the refusal was shown.
    }
  }

  function remove() {
    if (!edit || edit.id === 0) return;
    modal.confirm({
      title: pl.records.confirmTitle,
      content: t.deleteConfirm[p.type],
      okText: pl.records.delete,
      okButtonProps: {
        danger: true,
        ...({ 'data-testid': 'vehicle-recipient-delete-confirm' } as Record<string, string>),
      },
      cancelText: pl.records.cancel,
      onOk: async () => {
        try {
          const a = await deleteObject(p.type, edit.id);
          apply(a.objects);
          toastSuccess(t.removed[p.type]);
          setEdit(null);
        } catch {
          // err: nothing more to do.
        }
      },
    });
  }

  return (
    <Modal
      open
      title={title}
      onCancel={p.onClose}
      footer={
        <Button onClick={p.onClose} data-testid="vehicle-recipients-close">
          {t.close}
        </Button>
      }
      data-testid={`vehicle-recipients-${p.type}`}
    >
      <Typography.Paragraph type="secondary">{t.choose}</Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={p.entries}
        style={{ maxHeight: 240, overflow: 'auto' }}
        renderItem={(e) => (
          <List.Item
            onClick={() => setEdit({ ...e })}
            style={{ cursor: 'pointer' }}
            className={edit?.id === e.id ? 'vehicle-calibration-chosen' : undefined}
          >
            <span>{e.name}</span>
            <Typography.Text type="secondary">{e.description}</Typography.Text>
          </List.Item>
        )}
      />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
        {edit ? (
          <>
            <Input
              value={edit.name}
              placeholder={t.name[p.type]}
              maxLength={p.type === 'alarm' ? 10 : 200}
              onChange={(e) => setEdit({ ...edit, name: e.target.value })}
              status={edit.name && !valid ? 'error' : undefined}
              data-testid="vehicle-recipient-name"
            />
            <Input
              value={edit.description}
              placeholder={t.descriptionLabel}
              maxLength={200}
              onChange={(e) => setEdit({ ...edit, description: e.target.value })}
              data-testid="vehicle-recipient-description"
            />
            <Space>
              <Button type="primary" disabled={!valid} onClick={() => void save()} data-testid="vehicle-recipient-save">
                {pl.records.save}
              </Button>
              {edit.id !== 0 && (
                <Button danger onClick={remove} data-testid="vehicle-recipient-delete">
                  {pl.records.delete}
                </Button>
              )}
              <Button onClick={() => setEdit(null)}>{pl.records.cancel}</Button>
            </Space>
          </>
        ) : (
          <Button onClick={() => setEdit({ id: 0, name: '', description: '' })} data-testid="vehicle-recipient-add">
            {t.addNew}
          </Button>
        )}
      </Space>
    </Modal>
  );
}

/** The server's list of a type as the dialog's entries. */
export function toEntries(type: RecipientType, objects: unknown): BookEntry[] {
  const list = (objects ?? []) as Record<string, string | number>[];
  if (type === 'email')
    return list.map((o) => ({
      id: Number(o.email_id),
      name: String(o.email),
      description: String(o.description ?? ''),
    }));
  if (type === 'phone') {
    return list.map((o) => ({
      id: Number(o.sms_simcard_id),
      name: String(o.number),
      description: String(o.description ?? ''),
    }));
  }
  return list.map((o) => ({
    id: Number(o.alarm_code_id),
    name: String(o.code),
    description: String(o.description ?? ''),
  }));
}
