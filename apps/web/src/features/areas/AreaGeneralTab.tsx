import { Alert, Checkbox, Form, Input, Select, Space, Typography } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { AREAS_MSG, POI_ICON_COUNT, SPEED_LIMIT_RULE, type AreaOption } from '@namiar/domain';
import { NumberField } from '../../kit/ui/NumberInput';
import { pl } from '../../kit/i18n/pl';
import { AREA_FIELDS, type AreaKind } from './areaForm';
import { areaRule } from './areaRule';

const t = pl.areas;

interface Props {
  kind: AreaKind;
  types: readonly AreaOption[];
  statuses: readonly AreaOption[];
}

const options = (list: readonly AreaOption[]) => list.map((o) => ({ value: o.value, label: o.text }));

/** 'Ogólne': name (spec 3 §5 'Nazwa obiektu jest wymagana'), type, status; an own point's speed limit and icon 1–8, a base's fixed icon. */
export function AreaGeneralTab({ kind, types, statuses }: Props) {
  const f = AREA_FIELDS[kind];
  return (
    <div className="area-general" data-testid="area-general">
      <Form.Item name="name" label={t.fields.name} required rules={[areaRule(kind, 'name')]} validateTrigger="onBlur">
        <Input maxLength={200} data-testid="area-name" />
      </Form.Item>
      <Space wrap size={16}>
        <Form.Item name={f.type} label={t.fields.type} rules={[areaRule(kind, f.type)]}>
          <Select options={options(types)} style={{ width: 220 }} data-testid="area-type" />
        </Form.Item>
        <Form.Item name={f.status} label={t.fields.status} rules={[areaRule(kind, f.status)]}>
          <Select options={options(statuses)} style={{ width: 220 }} data-testid="area-status" />
        </Form.Item>
      </Space>
      {kind === 'poi' ? (
        <Space wrap size={16}>
          <NumberField
            name="speed_limit"
            label={t.fields.speed_limit}
            rules={[areaRule(kind, 'speed_limit')]}
            {...SPEED_LIMIT_RULE}
            message={AREAS_MSG.speedLimit}
            suffix="km/h"
            style={{ width: 220 }}
            data-testid="area-speed-limit"
          />
          <Form.Item name="icon_no" label={t.fields.icon_no} rules={[areaRule(kind, 'icon_no')]}>
            <Select
              options={Array.from({ length: POI_ICON_COUNT }, (_, i) => ({ value: i + 1, label: t.icon(i + 1) }))}
              style={{ width: 220 }}
              data-testid="area-icon"
            />
          </Form.Item>
        </Space>
      ) : (
        <BaseIcon />
      )}
      {kind === 'poi' && <Verified />}
    </div>
  );
}

function BaseIcon() {
  return (
    <Typography.Paragraph type="secondary">
      <HomeOutlined /> {t.baseIcon}
    </Typography.Paragraph>
  );
}

/** An automatic own point stays unverified until a user ticks the box and saves (docs/decisions.md). */
function Verified() {
  const verified = Form.useWatch<boolean | undefined>('verified');
  return (
    <>
      {verified === false && <Alert type="warning" showIcon title={t.unverifiedHint} data-testid="area-unverified" />}
      <Form.Item name="verified" valuePropName="checked">
        <Checkbox data-testid="area-verified">{t.verified}</Checkbox>
      </Form.Item>
    </>
  );
}
