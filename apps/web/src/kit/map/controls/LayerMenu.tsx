import { Button, Dropdown } from 'antd';
import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { pl } from '../../i18n/pl';
import { offeredLayers, type TileLayerKey } from '../tiles';

/** Display name of a layer choice: the own layer carries the product's name (spec 1 §2.7). */
export function tileLayerLabel(key: TileLayerKey): string {
  return key === 'namiar' ? pl.product.name : pl.monitMap.layers[key];
}

export interface LayerMenuProps {
  value: TileLayerKey;
  onChange(key: TileLayerKey): void;
  /** False when the server has no own tile server: the own layer is not offered. */
  ownAvailable: boolean;
}

/** The map layer menu ({product} when the server has own tiles, osm, train). */
export function LayerMenu({ value, onChange, ownAvailable }: LayerMenuProps) {
  const hint = (key: TileLayerKey) => (key === 'train' ? pl.monitMap.layerTrainHint : undefined);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [value],
        onClick: ({ key }) => onChange(key as TileLayerKey),
        items: offeredLayers(ownAvailable).map((key) => ({
          key,
          icon: <CheckOutlined style={{ visibility: key === value ? 'visible' : 'hidden' }} />,
          label: (
            <span data-testid={`map-layer-${key}`} title={hint(key)}>
              {tileLayerLabel(key)}
            </span>
          ),
        })),
      }}
    >
      {/* No tooltip: the button names the layer, and a tooltip would cover the buttons beside it. */}
      <Button
        icon={<GlobalOutlined />}
        data-testid="map-layer-menu"
        data-layer={value}
        aria-label={`${pl.monitMap.layerMenu}: ${tileLayerLabel(value)}`}
        title={pl.monitMap.layerMenu}
      >
        {tileLayerLabel(value)}
      </Button>
    </Dropdown>
  );
}
