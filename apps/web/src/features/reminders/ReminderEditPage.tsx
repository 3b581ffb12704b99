import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import type { ReminderDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { RecordEditFrame, useRecordEditor } from '../../kit/records';
import { deleteReminder, loadReminderDetails, saveReminder } from './api';
import { ReminderDescriptionTab } from './ReminderDescriptionTab';
import { ReminderGeneralTab } from './ReminderGeneralTab';
import { ReminderParamsTab } from './ReminderParamsTab';
import { toFormValues, toSaveBody, type ReminderFormValues } from './reminderForm';
import { useRefreshMonitReminders } from './useRefreshMonitReminders';

const t = pl.reminders;
const LIST = '/reminders';

/**
 * /reminders/:id (spec 3 §2.6 RemindersEdit): tabs 'Ogólne', 'Parametry przypomnienia' and
 * 'Opis'. A failed details load does nothing (spec 3 §2, §8); a save or delete goes back to the
 * list, and the monitor's reminder window and badge ask again at once.
 */
export function ReminderEditPage() {
  const id = useParams().id ?? 'new';
  const refreshMonit = useRefreshMonitReminders();
  const save = useCallback(
    async (values: ReminderFormValues) => {
      const answer = await saveReminder(toSaveBody(values));
      refreshMonit();
      return answer;
    },
    [refreshMonit],
  );
  const editor = useRecordEditor<ReminderDetailsAnswer, ReminderFormValues>({
    id,
    listPath: LIST,
    load: loadReminderDetails,
    toValues: toFormValues,
    save,
    remove: async (d) => {
      await deleteReminder(d.reminder.rid);
      refreshMonit();
    },
    deleteText: () => t.deleteConfirm,
    savingText: t.saving,
    stayOnLoadError: true,
  });
  const d = editor.details;
  const { form, ready } = editor;

  const tabs = useMemo(() => {
    if (!d) return [];
    return [
      { key: 'general', label: t.tabs.general, children: <ReminderGeneralTab details={d} form={form} /> },
      { key: 'params', label: t.tabs.params, children: <ReminderParamsTab form={form} ready={ready} /> },
      { key: 'description', label: t.tabs.description, children: <ReminderDescriptionTab /> },
    ];
  }, [d, form, ready]);

  return (
    <RecordEditFrame
      editor={editor}
      listPath={LIST}
      title={editor.isNew ? t.addTitle : t.editTitle}
      subtitle={d && !editor.isNew ? d.reminder.name : undefined}
      tabs={tabs}
      testId="reminder-edit"
    />
  );
}
