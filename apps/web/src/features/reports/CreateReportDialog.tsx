import { useEffect, useMemo, useState } from 'react';
import { Button, Modal, Steps, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { canUseReport } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { useLoader } from '../../kit/loader/loaderStore';
import { usePermissions } from '../../kit/session/sessionStore';
import { toastInfo } from '../../kit/ui/toasts';
import { DataStep } from './DataStep';
import { acceptBlock, changeType, initialForm, writeReportForm, type ReportFormValues } from './reportForm';
import type { QueueObject } from './reportQueue';
import { reportRules, typeTabs } from './reportTypes';
import { TypeStep } from './TypeStep';
import { useReportLists } from './useReportLists';

const t = pl.reportScreen;

interface CreateReportDialogProps {
  /** The type the address asked for (/reports?type=…). */
  preselect: string | null;
  onCancel(): void;
  onAccept(values: ReportFormValues, objects: QueueObject[]): void;
}

/**
 * 'Tworzenie raportu' (spec 2 §2.2, §5): step 1 the type in tabs by group, step 2 'Dane raportu'.
 * Clicking step 1 again resets the type. 'Akceptuj' needs a type, at least one object and, for
 * shifts, one ticked shift; the accepted form is remembered for the next opening.
 */
export function CreateReportDialog({ preselect, onCancel, onAccept }: CreateReportDialogProps) {
  const perms = usePermissions();
  const tabs = useMemo(() => typeTabs(perms), [perms]);
  const lists = useReportLists();
  const { loading: listsLoading, cancel: cancelLists } = lists;

  // The object lists load under the loader, cancellable (spec 2 §8 'Pobieram listę obiektów...').
  useEffect(() => {
    if (!listsLoading) return;
    const loader = useLoader.getState();
    loader.show(t.listsLoading, () => {
      cancelLists();
      toastInfo(t.listsCancelled);
    });
    return () => {
      if (useLoader.getState().text === t.listsLoading) useLoader.getState().hide();
    };
  }, [listsLoading, cancelLists]);
  const [values, setValues] = useState<ReportFormValues>(() => {
    const form = initialForm(localStorage, preselect, dayjs());
    // A stored or linked type the user may not build is no choice.
    return form.type && !canUseReport(perms, form.type) ? { ...form, type: null } : form;
  });
  const [step, setStep] = useState(values.type ? 1 : 0);
  // The type before a reset: a new type of the same group keeps the chosen objects.
  const [resetFrom, setResetFrom] = useState<string | null>(null);
  const rules = reportRules(values.type);
  const set = (patch: Partial<ReportFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const objects = rules ? lists.lists[rules.objects] : [];
  const block = acceptBlock(values);
  const blockText = block === 'objects' && rules ? t.placeholders[rules.objects] : block ? t.blocks[block] : '';

  function accept() {
    if (block || !rules) return;
    const byId = new Map(objects.map((o) => [o.id, o]));
    const chosen = values.ids.flatMap((id) => {
      const o = byId.get(id);
      return o ? [{ id: o.id, name: o.name }] : [];
    });
    if (chosen.length === 0) return;
    writeReportForm(localStorage, values);
    onAccept(values, chosen);
  }

  const known = new Set(objects.map((o) => o.id));
  const ready = block === null && !lists.loading && values.ids.some((id) => known.has(id));

  return (
    <Modal
      open
      title={t.dialogTitle}
      width={760}
      onCancel={onCancel}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="report-dialog-cancel">
          {t.cancel}
        </Button>,
        <Tooltip key="accept" title={ready ? '' : blockText}>
          <Button type="primary" onClick={accept} disabled={!ready} data-testid="report-accept">
            {t.accept}
          </Button>
        </Tooltip>,
      ]}
    >
      <Steps
        size="small"
        current={step}
        onChange={(next) => {
          // Step 1 again resets the type (spec 2 §2.2); step 2 only with a type.
          if (next === 0) {
            if (values.type) setResetFrom(values.type);
            set({ type: null });
            setStep(0);
          } else if (rules) setStep(1);
        }}
        items={[{ title: t.stepType }, { title: t.stepData, disabled: !rules }]}
        style={{ marginBottom: 16 }}
        data-testid="report-steps"
      />
      {step === 0 || !rules ? (
        <TypeStep
          tabs={tabs}
          type={values.type}
          onChoose={(type) => {
            setValues((v) => changeType({ ...v, type: v.type ?? resetFrom }, type, dayjs()));
            setStep(1);
          }}
        />
      ) : (
        <DataStep
          rules={rules}
          values={values}
          set={set}
          objects={objects}
          listsLoading={lists.loading}
          listsFailed={lists.failed}
          listsCancelled={lists.cancelled}
          onRetry={lists.retry}
        />
      )}
      {step === 1 && (block === 'shifts' || block === 'dates' || block === 'range') && (
        <Typography.Text type="danger" data-testid="report-block">
          {blockText}
        </Typography.Text>
      )}
    </Modal>
  );
}
