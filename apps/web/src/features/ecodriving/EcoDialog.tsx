import { useState } from 'react';
import { Button, Form, Modal } from 'antd';
import { pl } from '../../kit/i18n/pl';
import { RangeFields } from '../../kit/period/RangeFields';
import { canAccept, validateRouteForm, type RouteFormValues, type RouteRequest } from '../../kit/period/routeForm';
import type { EcoVehicles } from './useEcoVehicles';

const t = pl.eco;

export interface EcoDialogProps {
  title: string;
  initialValues: RouteFormValues;
  vehicles: EcoVehicles;
  onAccept(request: RouteRequest, values: RouteFormValues): void;
  onCancel(): void;
}

/**
 * 'Tworzenie raportu ecodriving' (spec 2 §2.5, §5): the route dialog's vehicle and range fields;
 * 'Akceptuj' is enabled only with a vehicle chosen. Mounted afresh for each opening.
 */
export function EcoDialog({ title, initialValues, vehicles, onAccept, onCancel }: EcoDialogProps) {
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const set = (patch: Partial<RouteFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const check = validateRouteForm(values, vehicles.ids);
  const errors = check.ok ? {} : { ...check.errors };
  if (errors.vid && !attempted && (values.vid === null || vehicles.loading)) delete errors.vid;

  function accept() {
    setAttempted(true);
    if (check.ok) onAccept(check.request, values);
  }

  return (
    <Modal
      open
      title={`${t.dialogTitle} — ${title}`}
      width={600}
      onCancel={onCancel}
      maskClosable={false}
      rootClassName="route-dialog eco-dialog"
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="eco-cancel">
          {t.cancel}
        </Button>,
        <Button
          key="accept"
          type="primary"
          onClick={accept}
          disabled={!canAccept(values, vehicles.loading)}
          data-testid="eco-accept"
        >
          {t.accept}
        </Button>,
      ]}
    >
      <Form layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }} colon={false} component="div">
        <RangeFields values={values} set={set} errors={errors} vehicles={vehicles} testPrefix="eco" />
      </Form>
    </Modal>
  );
}
