import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Spin } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { ApiError } from '../../kit/api/api';
import { toastError, toastSuccess } from '../../kit/ui/toasts';
import { INPUT_KEYS, fetchInputNames, saveInputNames, type InputNames } from './api';

const t = pl.reportScreen;

const EMPTY: InputNames = { input_1: '', input_2: '', input_3: '', input_4: '' };

/** Field messages of an err answer (`err.input_1` …), and its global text. */
function errorsOf(e: unknown): { fields: Partial<Record<keyof InputNames, string>>; global?: string } {
  if (!(e instanceof ApiError)) return { fields: {} };
  const err = (e.answer as { err?: Record<string, unknown> } | undefined)?.err ?? {};
  const fields: Partial<Record<keyof InputNames, string>> = {};
  for (const k of INPUT_KEYS) if (typeof err[k] === 'string') fields[k] = err[k];
  return { fields, global: e.global };
}

/**
 * 'Edytuj opisy kolumn' of the workday report (spec 2 §2.2, §7): the names of inputs 1–4,
 * read and saved through `/repvehworkday/saveInputNames`; 'Opis wejść został zapisany'.
 */
export function InputNamesDialog({ onClose }: { onClose(): void }) {
  const [names, setNames] = useState<InputNames>(EMPTY);
  const [loading, setLoading] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof InputNames, string>>>({});

  useEffect(() => {
    const controller = new AbortController();
    fetchInputNames(controller.signal).then(
      (loaded) => {
        setNames(loaded);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setLoadFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, []);

  const save = () => {
    setSaving(true);
    setFieldErrors({});
    saveInputNames(names).then(
      () => {
        toastSuccess(t.inputsSaved);
        onClose();
      },
      (e: unknown) => {
        setSaving(false);
        const { fields, global } = errorsOf(e);
        setFieldErrors(fields);
        if (global) toastError(global);
      },
    );
  };

  return (
    <Modal
      open
      title={t.inputsTitle}
      width={420}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="report-inputs-cancel">
          {t.cancel}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          disabled={loading}
          onClick={save}
          data-testid="report-inputs-save"
        >
          {t.save}
        </Button>,
      ]}
    >
      {loadFailed && <Alert type="warning" showIcon title={t.inputsFailed} style={{ marginBottom: 12 }} />}
      <Spin spinning={loading} description={t.inputsLoading}>
        <Form layout="vertical" component="div">
          {INPUT_KEYS.map((key, i) => (
            <Form.Item
              key={key}
              label={t.input(i + 1)}
              validateStatus={fieldErrors[key] ? 'error' : undefined}
              help={fieldErrors[key]}
            >
              <Input
                value={names[key]}
                maxLength={50}
                onChange={(e) => setNames((n) => ({ ...n, [key]: e.target.value }))}
                data-testid={`report-input-name-${i + 1}`}
              />
            </Form.Item>
          ))}
        </Form>
      </Spin>
    </Modal>
  );
}
