import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Form, Radio, Select, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { SMS_HOUR_RULE, type SmsType } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { saveRefusal } from '../../kit/records';
import { toastError, toastInfo, toastSuccess } from '../../kit/ui/toasts';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { NumberInput, numberValue } from '../../kit/ui/NumberInput';
import { sendSms } from './api';
import {
  chosenOffered,
  emptySendForm,
  OUTPUT_CONTROL,
  offeredVehicles,
  sendBody,
  validateSend,
  type SendErrors,
  type SmsSendForm,
} from './smsSendModel';
import { useSmsSendData } from './useSmsSendData';
import './sms.css';

const t = pl.smsSend;
const FIELDS = ['sms_type', 'hour', 'vehicles'] as const;

/**
 * /sms/send (spec 3 §2.11, §3.11): the command for one or many vehicles, the output states of
 * an output command, the hour filter of §9 and the SIM filters; 'Uzupełnij poprawnie dane' and
 * field messages when the form is not valid (nothing is sent); after sending, back to /sms.
 */
export function SmsSendPage() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  const { data, failed } = useSmsSendData();
  const [form, setForm] = useState<SmsSendForm>(emptySendForm);
  const [errors, setErrors] = useState<SendErrors>({});
  const offered = useMemo(() => offeredVehicles(data?.vehicles ?? [], form, dayjs()), [data, form]);
  const change = (patch: Partial<SmsSendForm>) => {
    setForm((f) => {
      const next = { ...f, ...patch };
      // A filter that hides a chosen vehicle drops it: only what the list shows is sent.
      return { ...next, vehicles: chosenOffered(next.vehicles, offeredVehicles(data?.vehicles ?? [], next, dayjs())) };
    });
    setErrors({});
  };

  const submit = async () => {
    const found = validateSend(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return toastError(t.invalid);
    try {
      const answer = await withLoader(t.sending, (signal) => sendSms(sendBody(form), signal), { cancellable: true });
      toastSuccess(t.sentCount(answer.sent.length));
      if (answer.skipped.length > 0) {
        toastInfo(
          `${t.skipped(answer.skipped.length)}: ${answer.skipped.map((s) => `${s.reg_no} (${s.reason})`).join(', ')}`,
        );
      }
      navigate('/sms');
    } catch (e) {
      if (e instanceof ApiError && e.failure === 'aborted') return toastInfo(t.sendCancelled);
      const refusal = saveRefusal(e instanceof ApiError ? e.answer : undefined, ([name]) =>
        FIELDS.includes(name as (typeof FIELDS)[number]),
      );
      setErrors(Object.fromEntries(refusal.fields.map((f) => [f.name[0], f.errors[0]])));
    }
  };

  const types = data?.sms.types ?? [];
  const status = (field: keyof SendErrors) => (errors[field] ? ('error' as const) : undefined);

  return (
    <div className="sms-send-page" data-testid="sms-send-page" data-ready={data !== null}>
      <Space align="center" className="sms-send-header">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/sms')} data-testid="sms-send-back">
          {t.back}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
      </Space>
      {data && !data.sms.sms_configured && (
        <Alert
          type="info"
          showIcon
          message={t.notConfigured}
          className="sms-notice"
          data-testid="sms-send-not-configured"
        />
      )}
      <Form layout="vertical" disabled={!data || failed} className="sms-send-form">
        <Form.Item label={t.type} required validateStatus={status('sms_type')} help={errors.sms_type}>
          <Radio.Group
            value={form.sms_type}
            onChange={(e) => change({ sms_type: e.target.value as SmsType })}
            data-testid="sms-send-type"
          >
            {types.map((type) => (
              <Radio key={type.value} value={type.value} data-testid={`sms-send-type-${type.value}`}>
                {type.text}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {form.sms_type === OUTPUT_CONTROL && (
          <Form.Item label={t.outputs}>
            <Space>
              {form.outputs.map((on, i) => (
                <Checkbox
                  key={i}
                  checked={on}
                  onChange={(e) => {
                    const outputs = [...form.outputs] as SmsSendForm['outputs'];
                    outputs[i] = e.target.checked;
                    change({ outputs });
                  }}
                  data-testid={`sms-send-output-${i + 1}`}
                >
                  {t.output(i + 1)}
                </Checkbox>
              ))}
            </Space>
          </Form.Item>
        )}
        <Space size="large" wrap>
          <Form.Item validateStatus={status('hour')} help={errors.hour}>
            <Space>
              <Checkbox
                checked={form.hour_active}
                onChange={(e) => change({ hour_active: e.target.checked })}
                data-testid="sms-send-hour-active"
              >
                {t.hourActive}
              </Checkbox>
              <NumberInput
                {...SMS_HOUR_RULE}
                value={form.hour}
                disabled={!data || !form.hour_active}
                onChange={(v) => change({ hour: numberValue(v) })}
                status={status('hour')}
                style={{ width: 80 }}
                data-testid="sms-send-hour"
              />
              <Typography.Text>{t.hours}</Typography.Text>
            </Space>
          </Form.Item>
          <Form.Item>
            <Space>
              <Typography.Text>{t.simFilter}:</Typography.Text>
              <Checkbox checked={form.pl} onChange={(e) => change({ pl: e.target.checked })} data-testid="sms-send-pl">
                {t.simPl}
              </Checkbox>
              <Checkbox
                checked={form.nopl}
                onChange={(e) => change({ nopl: e.target.checked })}
                data-testid="sms-send-nopl"
              >
                {t.simNoPl}
              </Checkbox>
            </Space>
          </Form.Item>
        </Space>
        <Form.Item label={t.vehicles} required validateStatus={status('vehicles')} help={errors.vehicles}>
          <Select
            mode="multiple"
            className="sms-send-vehicles"
            placeholder={t.vehiclesPlaceholder}
            value={form.vehicles}
            onChange={(vehicles: number[]) => change({ vehicles })}
            optionFilterProp="label"
            maxTagCount="responsive"
            status={status('vehicles')}
            data-testid="sms-send-vehicles"
            options={offered.map((v) => ({
              value: v.vid,
              label: v.reg_no,
              title: `${t.lastPoint}: ${v.last_point_date ?? t.noData}`,
            }))}
            optionRender={(option) => {
              const v = offered.find((o) => o.vid === option.value);
              return (
                <Space size={4} data-testid={`sms-send-option-${option.value}`}>
                  <span>{option.label}</span>
                  {v && (
                    <Tag color={v.route === 'gprs' ? 'green' : v.route === 'sms' ? 'blue' : 'default'}>
                      {t.route[v.route]}
                    </Tag>
                  )}
                  <Typography.Text type="secondary">{v?.last_point_date ?? t.noData}</Typography.Text>
                </Space>
              );
            }}
          />
          <Space className="sms-send-vehicle-tools">
            <Button
              size="small"
              onClick={() => change({ vehicles: offered.map((v) => v.vid) })}
              data-testid="sms-send-all"
            >
              {t.selectShown}
            </Button>
            <Button size="small" onClick={() => change({ vehicles: [] })} data-testid="sms-send-clear">
              {t.clear}
            </Button>
            <Typography.Text type="secondary" data-testid="sms-send-chosen">
              {t.chosen(form.vehicles.length)}
            </Typography.Text>
          </Space>
        </Form.Item>
        <Space>
          <Button onClick={() => navigate('/sms')} data-testid="sms-send-cancel">
            {t.cancel}
          </Button>
          <Button type="primary" icon={<SendOutlined />} onClick={() => void submit()} data-testid="sms-send-submit">
            {t.submit}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
