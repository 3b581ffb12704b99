import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { App, Button, Checkbox, Form, Input, Radio, Select, Typography } from 'antd';
import { keptLevels, levelsOffered } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { answerOf, saveRefusal } from '../../kit/records/recordErrors';
import { toastError, toastSuccess } from '../../kit/ui/toasts';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { loadLevelTypes, loadPerform, performSave, type LevelType } from './api';
import { DateTimeInput } from '../../kit/records/DateTimeInput';

const t = pl.inspections;
const pf = t.performFields;

interface PerformValues {
  performtypeid: number;
  vehicle_code?: number;
  iid?: number;
  addids: number[];
  date: string | null;
  description: string;
}

/**
 * /inspections/{pp|pw}/perform/{iid?}/{vehicle_code?}/{inspection_status_id?} (spec 3 §2.9, §4,
 * §8): perform, pause or resume (pp only) the chosen level and additional levels of a vehicle.
 * Perform asks 'Powtórzyć parametry przeglądu ?' (Yes: the next inspection with the same
 * parameters; No: performed, then the editor of a new inspection); pause and resume confirm.
 */
export function InspectionPerformPage() {
  const params = useParams();
  const type = params.type === 'pw' ? 'pw' : 'pp';
  const listType = `e${type[1]}`;
  usePageTitle(t.performTitle[type]);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<PerformValues>();
  const [vehicles, setVehicles] = useState<{ value: number; label: string }[]>([]);
  const [levels, setLevels] = useState<LevelType[]>([]);
  const performType = Form.useWatch('performtypeid', form) ?? 1;
  const current = Form.useWatch('iid', form);

  const readLevels = useCallback(
    async (vid: number | undefined) => {
      setLevels(vid ? (await loadLevelTypes(type, vid)).level_types.filter((l) => l.iid !== null) : []);
    },
    [type],
  );

  useEffect(() => {
    withLoader(t.loadingList, (signal) => loadPerform(type, params.iid, signal), { cancellable: true }).then(
      (a) => {
        setVehicles(a.vehicles.map((v) => ({ value: v.vid, label: v.reg_no })));
        const vid = a.inspection?.vehicle_code ?? (params.vehicle_code ? Number(params.vehicle_code) : undefined);
        form.setFieldsValue({
          performtypeid: params.inspection_status_id === '2' ? 3 : 1,
          vehicle_code: vid,
          iid: a.inspection?.iid,
          addids: [],
          description: '',
        });
        void readLevels(vid);
      },
      () => undefined,
    );
  }, [type, params.iid, params.vehicle_code, params.inspection_status_id, form, readLevels]);

  // Resume offers the paused levels; perform and pause the others (spec 3 §4).
  const offered = levelsOffered(levels, performType);
  const levelOptions = offered.map((l) => ({
    value: l.iid!,
    label: `${l.name}${l.custom_name ? ` – ${l.custom_name}` : ''}`,
  }));

  const send = async (v: PerformValues, repeat: boolean) => {
    try {
      const res = await withLoader(pl.records.saving, () =>
        performSave({
          type,
          iid: v.iid ?? '',
          vehicle_code: v.vehicle_code ?? '',
          date: v.date ?? '',
          description: v.description,
          repeat,
          addids: v.addids.filter((i) => i !== v.iid).join('|'),
          performtypeid: v.performtypeid,
        }),
      );
      toastSuccess(t.performed);
      return res;
    } catch (e) {
      const refusal = saveRefusal(answerOf(e), (name) => form.getFieldInstance(name as never) !== undefined);
      if (refusal.fields.length > 0) {
        form.setFields(refusal.fields as Parameters<typeof form.setFields>[0]);
        toastError(pl.records.invalid);
      } else if (refusal.alert) toastError(refusal.alert);
      return null;
    }
  };

  const done = () => {
    // A perform window closes on success (spec 3 §7 psave); a tab that cannot close goes to the list.
    window.close();
    navigate(`/inspections/${listType}`);
  };

  const submit = async () => {
    let v: PerformValues;
    try {
      await form.validateFields();
      v = form.getFieldsValue(true);
    } catch {
      toastError(pl.records.invalid);
      return;
    }
    if (v.performtypeid === 1) {
      modal.confirm({
        title: t.repeatConfirm,
        okText: t.yes,
        cancelText: t.no,
        okButtonProps: { 'data-testid': 'inspection-repeat-yes' } as Record<string, string>,
        cancelButtonProps: { 'data-testid': 'inspection-repeat-no' } as Record<string, string>,
        onOk: async () => {
          if (await send(v, true)) done();
        },
        onCancel: async () => {
          if (await send(v, false)) navigate(`/inspections/${listType}/id/new/0`);
        },
      });
      return;
    }
    modal.confirm({
      title: v.performtypeid === 2 ? t.pauseConfirm : t.resumeConfirm,
      okText: t.yes,
      cancelText: t.no,
      okButtonProps: { 'data-testid': 'inspection-confirm-yes' } as Record<string, string>,
      onOk: async () => {
        if (await send(v, false)) done();
      },
    });
  };

  return (
    <div className="record-edit" data-testid="inspection-perform" style={{ padding: 16, maxWidth: 640 }}>
      <Typography.Title level={4}>{t.performTitle[type]}</Typography.Title>
      <Form form={form} layout="vertical" initialValues={{ performtypeid: 1, addids: [], description: '' }}>
        {type === 'pp' && (
          <Form.Item name="performtypeid">
            <Radio.Group
              data-testid="inspection-perform-type"
              // The chosen level stays when the new type offers it (issue 27: 'Zatrzymaj' emptied it).
              onChange={(e) =>
                form.setFieldsValue(
                  keptLevels(levels, Number(e.target.value), {
                    iid: form.getFieldValue('iid') as number | undefined,
                    addids: (form.getFieldValue('addids') as number[] | undefined) ?? [],
                  }),
                )
              }
              options={[1, 2, 3].map((n) => ({ value: n, label: t.performTypes[n] }))}
            />
          </Form.Item>
        )}
        <Form.Item name="vehicle_code" label={pf.vehicle} rules={[{ required: true, message: t.rules.vehicle }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={vehicles}
            data-testid="inspection-perform-vehicle"
            onChange={(vid: number) => {
              form.setFieldsValue({ iid: undefined, addids: [] });
              void readLevels(vid);
            }}
          />
        </Form.Item>
        <Form.Item name="iid" label={pf.level} rules={[{ required: true, message: t.rules.currentLevel }]}>
          <Select showSearch optionFilterProp="label" options={levelOptions} data-testid="inspection-perform-level" />
        </Form.Item>
        <Form.Item name="addids" label={pf.addLevels}>
          <Checkbox.Group
            options={levelOptions.filter((o) => o.value !== current)}
            data-testid="inspection-perform-add"
          />
        </Form.Item>
        <Form.Item name="date" label={pf.date} rules={[{ required: true, message: t.rules.performDate }]}>
          <DateTimeInput testId="inspection-perform-date" />
        </Form.Item>
        {performType === 1 && (
          <Form.Item name="description" label={pf.description}>
            <Input.TextArea rows={3} maxLength={100} />
          </Form.Item>
        )}
        <Button type="primary" onClick={submit} data-testid="inspection-perform-submit">
          {pf.submit}
        </Button>
      </Form>
    </div>
  );
}
