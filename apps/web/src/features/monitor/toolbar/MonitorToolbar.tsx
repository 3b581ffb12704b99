import { useState } from 'react';
import { Button } from 'antd';
import { EnvironmentOutlined, PlusOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { P } from '@namiar/domain';
import { usePermissions } from '../../../kit/session/sessionStore';
import { IconButton } from '../../../kit/ui/IconButton';
import { pl } from '../../../kit/i18n/pl';
import { PoiChooser } from '../../../kit/poi/PoiChooser';
import { openInNewTab } from '../../../kit/navigation/links';
import { MonitSettingsDialog } from '../settings/MonitSettingsDialog';

/**
 * The monitor's toolbar (spec 1 §2.7). Left: the chooser of POIs shown on the map and 'add new
 * POI' (the POI form in a new tab). Right: refresh monitoring and the monitoring settings.
 */

const t = pl.monit;

export function MonitorToolbar({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const [poiOpen, setPoiOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const canAddPoi = usePermissions().has(P.ownPoints);
  return (
    <div className="monit-toolbar" data-testid="monit-toolbar" data-refreshing={refreshing}>
      <div className="monit-toolbar-group">
        <Button icon={<EnvironmentOutlined />} onClick={() => setPoiOpen(true)} data-testid="choose-poi">
          {t.poiChooser}
        </Button>
        {canAddPoi && (
          <Button icon={<PlusOutlined />} onClick={() => openInNewTab('/poi/new')} data-testid="add-poi">
            {t.addPoi}
          </Button>
        )}
      </div>
      <div className="monit-toolbar-group">
        <IconButton
          label={t.refresh}
          icon={<ReloadOutlined spin={refreshing} />}
          onClick={onRefresh}
          testId="monit-refresh"
        />
        <IconButton
          label={t.settings}
          icon={<SettingOutlined />}
          onClick={() => setSettingsOpen(true)}
          testId="monit-settings"
        />
      </div>
      <PoiChooser open={poiOpen} onClose={() => setPoiOpen(false)} />
      <MonitSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
