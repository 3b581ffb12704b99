import { useState } from 'react';
import { Button, Descriptions, Input, Modal, Typography } from 'antd';
import { alarmDescription, type AlarmRow } from '@namiar/domain';
import { pl } from '../i18n/pl';
import { useAcceptAlarms } from './useAcceptAlarms';

const t = pl.alarmWindow;

interface AlarmAcceptDialogProps {
  open: boolean;
  /** The ticked alarms when Accept was clicked (kept while the dialog closes). */
  alarms: AlarmRow[];
  onClose: () => void;
  onAccepted: (ids: number[]) => void;
  /** The success toast; the alarms screen says 'Alarm został zaakceptowany' (spec 2 §8). */
  acceptedText?: string;
}

/** What the dialog says about the alarms: all four fields for one, a count for several. */
function AlarmSummary({ alarms }: { alarms: AlarmRow[] }) {
  const [first] = alarms;
  if (alarms.length === 1 && first) {
    return (
      <Descriptions
        size="small"
        column={1}
        bordered
        data-testid="alarm-accept-summary"
        items={[
          { key: 'v', label: t.acceptVehicle, children: first.regno },
          { key: 'a', label: t.acceptAlarm, children: first.ename },
          { key: 's', label: t.acceptStart, children: first.fdt },
          { key: 'e', label: t.acceptEnd, children: first.tdt ?? t.running },
        ]}
      />
    );
  }
  const vehicles = [...new Set(alarms.map((a) => a.regno))].join(', ');
  return (
    <div data-testid="alarm-accept-summary">
      <Typography.Paragraph strong>{t.acceptMany(alarms.length)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: vehicles }}>
        {t.acceptManyVehicles}: {vehicles}
      </Typography.Paragraph>
    </div>
  );
}

/**
 * 'Dodawanie opisu do alarmu' (spec 1 §2.8, 520 px), shared by the monitor's alarm window and
 * the alarms screen (spec 2 §2.3): one description for the ticked alarms,
 * 2–100 characters by the shared schema (the server checks the same rule). Accept stays
 * disabled while the description is invalid; the message shows once the user has typed or
 * left the field, not on a fresh dialog.
 */
export function AlarmAcceptDialog({ open, alarms, onClose, onAccepted, acceptedText }: AlarmAcceptDialogProps) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const accept = useAcceptAlarms(acceptedText);
  const parsed = alarmDescription.safeParse(text);
  const error = touched && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  const reset = () => {
    setText('');
    setTouched(false);
    accept.reset();
  };

  const submit = () => {
    setTouched(true);
    if (!parsed.success || accept.isPending) return;
    const ids = alarms.map((a) => a.id);
    accept.mutate({ ids, description: parsed.data }, { onSuccess: () => onAccepted(ids) });
  };

  return (
    <Modal
      open={open}
      title={t.acceptTitle}
      width={520}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={accept.isPending} data-testid="alarm-accept-cancel">
          {t.cancel}
        </Button>,
        <Button
          key="ok"
          type="primary"
          onClick={submit}
          disabled={!parsed.success}
          loading={accept.isPending}
          data-testid="alarm-accept-ok"
        >
          {t.acceptOk}
        </Button>,
      ]}
      afterClose={reset}
      destroyOnHidden
      maskClosable={!accept.isPending}
    >
      <div className="alarm-accept-body" data-testid="alarm-accept-dialog">
        <AlarmSummary alarms={alarms} />
        <label className="alarm-accept-label" htmlFor="alarm-accept-description">
          {t.description}
        </label>
        <Input.TextArea
          id="alarm-accept-description"
          value={text}
          autoFocus
          rows={3}
          maxLength={200}
          placeholder={t.descriptionPlaceholder}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'alarm-accept-error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          data-testid="alarm-accept-description"
        />
        <div id="alarm-accept-error" className="alarm-accept-error" role="alert" data-testid="alarm-accept-error">
          {error}
        </div>
      </div>
    </Modal>
  );
}
