import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { Form, Input } from 'antd';
import { identifierSaveBody, fieldErrors, type IdentifierDetailsAnswer } from '@namiar/domain';
import type { FormRule } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { RecordEditFrame, useRecordEditor } from '../../kit/records';
import { loadIdentifierDetails, saveIdentifier } from './api';
import { IdentifierHistoryTab } from './IdentifierHistoryTab';

const t = pl.drivers.ids;
const LIST = '/ids';

interface IdentifierFormValues {
  iid: number;
  identification_no: string;
}

/** The domain's save rule for the number: the same words as the server. */
const numberRule: FormRule = ({ getFieldsValue }) => ({
  validator: async () => {
    const r = identifierSaveBody.safeParse(getFieldsValue(true));
    const message = r.success ? undefined : fieldErrors(r.error).identification_no;
    if (message) throw new Error(message);
  },
});

/** /ids/:id (spec 3 §2.5): the number and the read-only history; identifiers have no delete. */
export function IdentifierEditPage() {
  const id = useParams().id ?? 'new';
  const save = useCallback((v: IdentifierFormValues) => saveIdentifier(v.iid, v.identification_no.trim()), []);
  const editor = useRecordEditor<IdentifierDetailsAnswer, IdentifierFormValues>({
    id,
    listPath: LIST,
    load: loadIdentifierDetails,
    toValues: (d) => ({ ...d.ids }),
    save,
  });
  const d = editor.details;

  const tabs = useMemo(() => {
    if (!d) return [];
    return [
      {
        key: 'general',
        label: t.tabs.general,
        children: (
          <Form.Item
            name="identification_no"
            label={t.number}
            required
            extra={t.numberHint}
            rules={[numberRule]}
            style={{ maxWidth: 480 }}
          >
            <Input maxLength={64} data-testid="id-number" />
          </Form.Item>
        ),
      },
      { key: 'history', label: t.tabs.history, children: <IdentifierHistoryTab history={d.driver_history} /> },
    ];
  }, [d]);

  return (
    <RecordEditFrame
      editor={editor}
      listPath={LIST}
      title={editor.isNew ? t.addTitle : t.editTitle}
      subtitle={d && !editor.isNew ? d.ids.identification_no : undefined}
      tabs={tabs}
      testId="id-edit"
    />
  );
}
