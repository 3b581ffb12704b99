import { useEffect, useMemo, useState } from 'react';
import { Button, Empty, Form, List, Modal, Space, Tag, Typography } from 'antd';
import type { FuelCalibration, VehicleDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { toastError, toastSuccess } from '../../kit/ui/toasts';
import { exportCsv } from './api';
import { CalibrationFields } from './CalibrationFields';
import { CalibrationTank } from './CalibrationTank';
import {
  accept,
  calibrationExport,
  cancel,
  exportFileName,
  initialCalibrationState,
  saveDraft,
  startAdd,
  startEdit,
  withBothTanks,
  type CalibrationState,
} from './calibrationModel';
import { nowText } from './DateText';

const t = pl.vehicles.calibration;

/** Spec 3 §4: the tanks of a calibration are shown 50 ms after it is chosen. */
const TANKS_DELAY_MS = 50;

/**
 * The fullscreen 'Kalibracje paliwowe' dialog (spec 3 §2.1, §3.2, §4): the vehicle's
 * calibrations, one shown at a time (viewing), 'Edytuj' (editing a copy) or 'Dodaj kalibrację'
 * (adding), 'Zapisz' / 'Anuluj', 'Akceptuj' makes the shown one active and hands the list to the
 * form (saved with the vehicle), the CSV export 'Kalibracja paliwa' + timestamp.
 */
export function CalibrationDialog(p: {
  details: VehicleDetailsAnswer;
  onClose: () => void;
  onAccept: (list: FuelCalibration[]) => void;
}) {
  const form = Form.useFormInstance();
  const [s, setS] = useState<CalibrationState>(() =>
    initialCalibrationState(((form.getFieldValue('calibrations') as FuelCalibration[]) ?? []).map(withBothTanks)),
  );
  const [tanksShown, setTanksShown] = useState(false);
  const shown = s.draft ?? (s.selected !== null ? s.list[s.selected] : null);
  const editable = s.mode !== 'viewing';

  useEffect(() => {
    setTanksShown(false);
    const timer = setTimeout(() => setTanksShown(true), TANKS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [s.selected, s.mode]);

  const setDraft = (c: FuelCalibration) => setS((x) => ({ ...x, draft: c }));

  async function exportShown() {
    if (!shown) return;
    const name = exportFileName(t.exportName, new Date());
    try {
      const path = await exportCsv(
        calibrationExport(shown, name, {
          tank: t.tank,
          litres: t.litres,
          indicator: t.indicator,
          active: t.pointActive,
          yes: pl.grid.yes,
          no: pl.grid.no,
        }),
      );
      toastSuccess(t.exported);
      window.open(path, '_blank');
    } catch {
      toastError(pl.errors.badAnswer);
    }
  }

  const items = useMemo(
    () =>
      s.list.map((c, i) => ({
        i,
        label: `${c.from_date || '—'}${c.to_date ? ` – ${c.to_date}` : ''}`,
        text: c.text,
        active: c.active,
      })),
    [s.list],
  );

  return (
    <Modal
      open
      title={t.title}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100vh - 140px)', overflow: 'auto' } }}
      onCancel={p.onClose}
      data-testid="vehicle-calibration-dialog"
      footer={
        <Space wrap>
          <Typography.Text type="secondary" data-testid="vehicle-calibration-mode">
            {s.mode === 'viewing' ? t.viewing : s.mode === 'editing' ? t.editing : t.adding}
          </Typography.Text>
          {!editable && (
            <>
              <Button onClick={() => setS(startAdd(s, nowText()))} data-testid="vehicle-calibration-add">
                {t.add}
              </Button>
              <Button
                disabled={s.selected === null}
                onClick={() => setS(startEdit(s))}
                data-testid="vehicle-calibration-edit"
              >
                {t.edit}
              </Button>
              <Button disabled={!shown} onClick={() => void exportShown()} data-testid="vehicle-calibration-export">
                {t.export}
              </Button>
              <Button
                type="primary"
                disabled={s.selected === null}
                onClick={() => p.onAccept(accept(s))}
                data-testid="vehicle-calibration-accept"
              >
                {t.accept}
              </Button>
              <Button onClick={p.onClose}>{t.close}</Button>
            </>
          )}
          {editable && (
            <>
              <Button type="primary" onClick={() => setS(saveDraft(s))} data-testid="vehicle-calibration-save">
                {t.save}
              </Button>
              <Button onClick={() => setS(cancel(s))} data-testid="vehicle-calibration-cancel">
                {t.cancel}
              </Button>
            </>
          )}
        </Space>
      }
    >
      <div className="vehicle-calibration">
        <div className="vehicle-calibration-list">
          <Typography.Title level={5}>{t.list}</Typography.Title>
          <List
            size="small"
            dataSource={items}
            locale={{ emptyText: t.none }}
            renderItem={(it) => (
              <List.Item
                className={it.i === s.selected ? 'vehicle-calibration-chosen' : undefined}
                onClick={() => !editable && setS({ ...s, selected: it.i })}
                style={{ cursor: editable ? 'default' : 'pointer' }}
                data-testid={`vehicle-calibration-item-${it.i}`}
              >
                <Space orientation="vertical" size={0}>
                  <span>{it.label}</span>
                  {it.text && <Typography.Text type="secondary">{it.text}</Typography.Text>}
                </Space>
                {it.active && <Tag color="green">{t.active}</Tag>}
              </List.Item>
            )}
          />
        </div>
        <div className="vehicle-calibration-body">
          {shown ? (
            <>
              <CalibrationFields
                value={shown}
                onChange={setDraft}
                disabled={!editable}
                meterTypes={p.details.fuel_meter_types}
              />
              {tanksShown && (
                <div className="vehicle-calibration-tanks" data-testid="vehicle-calibration-tanks">
                  {shown.tanks.map((tank, i) => (
                    <CalibrationTank
                      key={tank.tank_no}
                      tank={tank}
                      disabled={!editable}
                      onChange={(next) => {
                        const tanks = shown.tanks.slice();
                        tanks[i] = next;
                        setDraft({ ...shown, tanks });
                      }}
                    />
                  ))}
                </div>
              )}
            </>
          ) : (
            <Empty description={t.none} />
          )}
        </div>
      </div>
    </Modal>
  );
}
