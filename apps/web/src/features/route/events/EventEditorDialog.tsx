import { useState } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { withLoader } from '../../../kit/loader/loaderStore';
import { pl } from '../../../kit/i18n/pl';
import { NumberInput } from '../../../kit/ui/NumberInput';
import { parseReading, saveBody, type EditorState } from './eventEditor';
import { saveRouteEvent } from './eventsApi';

const t = pl.routeEvents;

interface EventEditorDialogProps {
  vehicleId: number;
  /** The opened editor's starting state (kept while the dialog is open). */
  initial: EditorState;
  onClose(): void;
  /** Saved: the page reloads the route. */
  onSaved(): void;
}

/**
 * The fuel event editor (spec 2 §2.1, §5): 420 px, closed only by its buttons (not by a click
 * outside), type fuelling/fuel loss, read-only dates, the reading (a number ≥ 0). Mount it with
 * a `key` per opening so it starts from `initial`.
 */
export function EventEditorDialog({ vehicleId, initial, onClose, onSaved }: EventEditorDialogProps) {
  const [state, setState] = useState<EditorState>(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const reading = parseReading(state.value);
  const error = touched && 'error' in reading ? reading.error : undefined;

  const submit = () => {
    setTouched(true);
    const body = saveBody(vehicleId, state);
    if (!body || busy) return;
    setBusy(true);
    withLoader(t.saving, () => saveRouteEvent(body)).then(
      () => {
        setBusy(false);
        onSaved();
      },
      () => setBusy(false),
    );
  };

  return (
    <Modal
      open
      width={420}
      maskClosable={false}
      title={initial.edited ? t.editorTitleEdit : t.editorTitleNew}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy} data-testid="event-editor-cancel">
          {t.cancel}
        </Button>,
        <Button key="save" type="primary" onClick={submit} loading={busy} data-testid="event-editor-save">
          {t.save}
        </Button>,
      ]}
    >
      <Form layout="vertical" onFinish={submit} data-testid="event-editor">
        <Form.Item label={t.editorType}>
          <Radio.Group
            value={state.type}
            onChange={(e) => setState((s) => ({ ...s, type: e.target.value as 21 | 22 }))}
            options={[
              { value: 21, label: t.fuelling },
              { value: 22, label: t.loss },
            ]}
          />
        </Form.Item>
        <Form.Item label={t.editorFrom}>
          <Input value={state.from} readOnly data-testid="event-editor-from" />
        </Form.Item>
        <Form.Item label={t.editorTo}>
          <Input value={state.to} readOnly data-testid="event-editor-to" />
        </Form.Item>
        <Form.Item label={t.editorValue} validateStatus={error ? 'error' : undefined} help={error}>
          {/* The kit's number input (issue 27): litres, one decimal, never a dropped comma. */}
          <NumberInput
            value={state.value}
            decimals={1}
            min={0}
            autoFocus
            onChange={(v) => {
              setTouched(true);
              setState((s) => ({ ...s, value: typeof v === 'number' ? String(v) : (v ?? '') }));
            }}
            onPressEnter={submit}
            data-testid="event-editor-value"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
