import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Modal } from 'antd';
import { pl } from '../../kit/i18n/pl';
import {
  type RouteFormErrors,
  type RouteFormValues,
  type RouteRequest,
  canAccept,
  validateRouteForm,
} from '../../kit/period/routeForm';
import { RangeFields } from '../../kit/period/RangeFields';
import type { RouteVehicles } from './useRouteVehicles';

const t = pl.monitRoute;

export interface RouteDialogProps {
  open: boolean;
  initialValues: RouteFormValues;
  /** Errors to show at once (an auto-accept from a link that did not validate). */
  initialErrors?: RouteFormErrors;
  vehicles: RouteVehicles;
  onAccept(request: RouteRequest, values: RouteFormValues): void;
  onCancel(): void;
}

/**
 * 'Tworzenie trasy' (spec 1 §2.7, §5), 600 px: vehicle, start and end, period radios with
 * previous/next, quick days, 'Dogeneruj zdarzenia'. The parent mounts it afresh for each
 * opening, so a cancelled edit leaves nothing behind.
 */
export function RouteDialog({ open, initialValues, initialErrors, vehicles, onAccept, onCancel }: RouteDialogProps) {
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(initialErrors !== undefined);
  const set = (patch: Partial<RouteFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const check = validateRouteForm(values, vehicles.ids);
  // Date problems show as soon as they exist; the vehicle message only after an accept attempt
  // or when the list has loaded without the chosen vehicle (a stale link or handoff).
  const errors: RouteFormErrors = check.ok ? {} : { ...check.errors };
  if (errors.vid && !attempted && (values.vid === null || vehicles.loading)) delete errors.vid;

  function accept() {
    setAttempted(true);
    if (check.ok) onAccept(check.request, values);
  }

  return (
    <Modal
      open={open}
      title={t.dialogTitle}
      width={600}
      onCancel={onCancel}
      maskClosable={false}
      rootClassName="route-dialog"
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="route-cancel">
          {t.cancel}
        </Button>,
        <Button
          key="accept"
          type="primary"
          onClick={accept}
          disabled={!canAccept(values, vehicles.loading)}
          data-testid="route-accept"
        >
          {t.accept}
        </Button>,
      ]}
    >
      {vehicles.failed && !vehicles.loading && (
        <Alert
          type="error"
          showIcon
          className="route-dialog-alert"
          title={t.vehiclesError}
          action={
            <Button size="small" onClick={vehicles.retry}>
              {t.retryList}
            </Button>
          }
        />
      )}
      <Form layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }} colon={false} component="div">
        <RangeFields values={values} set={set} errors={errors} vehicles={vehicles} testPrefix="route" />
        <Form.Item label=" ">
          <Checkbox
            checked={values.regenerate}
            onChange={(e) => set({ regenerate: e.target.checked })}
            data-testid="route-regenerate"
          >
            {t.regenerate}
          </Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
