import { Button, Descriptions, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { decimal } from '@namiar/domain';
import { useAddress } from '../../kit/geocode';
import { pl } from '../../kit/i18n/pl';
import { mapsServiceUrl } from '../../kit/navigation/links';
import type { GpsFuelRow } from './api';

const t = pl.fuel;

/** The detail panel of the chosen GPS refuelling: times, litres, place (looked up), map link. */
export function TankDetail({ tank, onAdd }: { tank: GpsFuelRow | null; onAdd(tank: GpsFuelRow): void }) {
  const address = useAddress(null, tank?.lat ?? null, tank?.lon ?? null, tank !== null);
  if (!tank)
    return (
      <Typography.Text type="secondary" className="fuel-detail-none" data-testid="fuel-tank-detail-none">
        {t.detailNone}
      </Typography.Text>
    );
  return (
    <div className="fuel-detail" data-testid="fuel-tank-detail">
      <Descriptions size="small" column={1} title={t.detail}>
        <Descriptions.Item label={t.col.from}>{tank.from_date}</Descriptions.Item>
        <Descriptions.Item label={t.col.to}>{tank.to_date ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t.col.litres}>{decimal(tank.tank_value, 1)} l</Descriptions.Item>
        <Descriptions.Item label={t.place}>
          {address.pending ? t.placeLoading : (address.text ?? '')}
          {tank.lat !== null && tank.lon !== null && (
            <>
              {' '}
              <Typography.Link href={mapsServiceUrl(tank.lat, tank.lon)} target="_blank" rel="noreferrer">
                {t.showOnMap}
              </Typography.Link>
            </>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Button size="small" icon={<PlusOutlined />} onClick={() => onAdd(tank)} data-testid="fuel-tank-add-invoice">
        {t.addForTank}
      </Button>
    </div>
  );
}
