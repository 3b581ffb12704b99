import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { alarmDescription } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { toastSuccess } from '../../kit/ui/toasts';
import { describeAlarms } from './api';
import { commonDescription, type AlarmScreenRow } from './alarmsModel';

const t = pl.alarmsScreen;

interface DescriptionDialogProps {
  /** The alarms whose description is edited (one or the chosen ones); null: closed. */
  alarms: AlarmScreenRow[] | null;
  onClose(): void;
  onSaved(ids: number[], text: string): void;
}

/** The form inside, mounted per opening so it starts from the alarms' (shared) description. */
function DescriptionForm({ alarms, onClose, onSaved }: DescriptionDialogProps & { alarms: AlarmScreenRow[] }) {
  const [text, setText] = useState(() => commonDescription(alarms));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const parsed = alarmDescription.safeParse(text);
  const error = touched && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  const save = async () => {
    setTouched(true);
    if (!parsed.success || saving) return;
    setSaving(true);
    try {
      const ids = alarms.map((a) => a.id);
      await withLoader(t.saving, () => describeAlarms(ids, parsed.data));
      toastSuccess(t.descriptionSaved);
      onSaved(ids, parsed.data);
    } catch {
      // The central handler showed the refusal; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t.descriptionTitle}
      width={520}
      onCancel={onClose}
      maskClosable={!saving}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>,
        <Button
          key="ok"
          type="primary"
          onClick={() => void save()}
          disabled={!parsed.success}
          loading={saving}
          data-testid="alarm-description-save"
        >
          {t.save}
        </Button>,
      ]}
    >
      <div className="alarm-accept-body" data-testid="alarm-description-dialog">
        <div className="alarms-description-summary" data-testid="alarm-description-summary">
          {alarms.length === 1
            ? `${alarms[0].regno} · ${alarms[0].ename} · ${alarms[0].fdt}`
            : t.describeSummary(alarms.length)}
        </div>
        <label className="alarm-accept-label" htmlFor="alarm-description-text">
          {t.description}
        </label>
        <Input.TextArea
          id="alarm-description-text"
          value={text}
          autoFocus
          rows={3}
          maxLength={200}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          onChange={(e) => {
            setText(e.target.value);
            setTouched(true);
          }}
          data-testid="alarm-description-text"
        />
        <div className="alarm-accept-error" role="alert">
          {error}
        </div>
      </div>
    </Modal>
  );
}

/**
 * 'Dodaj/zmień opis alarmu' for one alarm or the chosen ones (one request): the accept dialog's
 * rule (2–100 characters); the alarms are not accepted by it.
 */
export function DescriptionDialog(props: DescriptionDialogProps) {
  const { alarms } = props;
  return alarms && alarms.length > 0 ? (
    <DescriptionForm key={alarms.map((a) => a.id).join('|')} {...props} alarms={alarms} />
  ) : null;
}
