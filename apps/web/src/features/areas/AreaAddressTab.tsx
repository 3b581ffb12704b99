import { Button, Form, Input, Space } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { pl } from '../../kit/i18n/pl';
import type { AreaKind } from './areaForm';
import { areaRule } from './areaRule';

const t = pl.areas;

interface Props {
  kind: AreaKind;
  /** Fills the address from the area's centre (reverse geocoding); absent without an area. */
  onGeocode: (() => void) | null;
  geocoding: boolean;
}

/** 'Dane adresowe' (spec 3 §3.4): address, number, postal code, town, phone, fax, e-mail. */
export function AreaAddressTab({ kind, onGeocode, geocoding }: Props) {
  const item = (name: string, width: number, max: number) => (
    <Form.Item name={name} label={t.fields[name as keyof typeof t.fields]} rules={[areaRule(kind, name)]}>
      <Input maxLength={max} style={{ width }} data-testid={`area-${name}`} />
    </Form.Item>
  );
  return (
    <div className="area-address" data-testid="area-address">
      <Button
        icon={<EnvironmentOutlined />}
        onClick={onGeocode ?? undefined}
        disabled={!onGeocode}
        loading={geocoding}
        data-testid="area-geocode"
      >
        {geocoding ? t.geocoding : t.geocode}
      </Button>
      <Space wrap size={16} className="area-address-row">
        {item('address', 320, 200)}
        {item('address_no', 120, 32)}
      </Space>
      <Space wrap size={16}>
        {item('postal_code', 140, 16)}
        {item('city', 300, 100)}
      </Space>
      <Space wrap size={16}>
        {item('phone_no', 200, 32)}
        {item('fax', 200, 32)}
        {item('email', 300, 200)}
      </Space>
    </div>
  );
}
