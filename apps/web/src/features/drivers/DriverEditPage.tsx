import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import type { DriverDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordEditFrame, useRecordEditor } from '../../kit/records';
import { deleteDriver, loadDriverDetails, saveDriver } from './api';
import { DriverGeneralTab } from './DriverGeneralTab';
import { DriverHistoryTab } from './DriverHistoryTab';
import { DriverWorkTab } from './DriverWorkTab';
import { driverFullName, toFormValues, toSaveBody, type DriverFormValues } from './driverForm';
import './drivers.css';

const t = pl.drivers;
const LIST = '/drivers';

/** /drivers/:id (spec 3 §2.2): the driver editor with 'Ogólne', 'Identyfikator' and 'Status pracy'. */
export function DriverEditPage() {
  const id = useParams().id ?? 'new';
  const save = useCallback((values: DriverFormValues) => saveDriver(toSaveBody(values)), []);
  const editor = useRecordEditor<DriverDetailsAnswer, DriverFormValues>({
    id,
    listPath: LIST,
    load: loadDriverDetails,
    toValues: toFormValues,
    save,
    remove: (d) => deleteDriver(d.driver.did),
    deleteText: (d) => t.deleteConfirm(driverFullName(d.driver)),
    savingText: t.saving,
  });
  const d = editor.details;
  const { onValuesChange } = editor;

  const tabs = useMemo(() => {
    if (!d) return [];
    return [
      { key: 'general', label: t.tabs.general, children: <DriverGeneralTab details={d} /> },
      {
        key: 'history',
        label: t.tabs.history,
        children: <DriverHistoryTab details={d} onEdited={onValuesChange} />,
      },
      { key: 'work', label: t.tabs.work, children: <DriverWorkTab /> },
    ];
  }, [d, onValuesChange]);

  return (
    <RecordEditFrame
      editor={editor}
      listPath={LIST}
      title={editor.isNew ? t.addTitle : t.editTitle}
      subtitle={d && !editor.isNew ? driverFullName(d.driver) : undefined}
      tabs={tabs}
      testId="driver-edit"
    />
  );
}
