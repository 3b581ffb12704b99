import { Button, Checkbox, Tooltip } from 'antd';
import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { setAlarmSoundEnabled } from '../../../kit/alarms';
import { useSetting } from '../../../kit/settings';
import { pl } from '../../../kit/i18n/pl';

const t = pl.alarmWindow;

interface AlarmWindowFooterProps {
  visibleCount: number;
  selectedCount: number;
  onSelectAll: (on: boolean) => void;
  onAccept: () => void;
}

/** Sound toggle, select all (of the filtered rows) and accept (spec 1 §2.8). */
export function AlarmWindowFooter({ visibleCount, selectedCount, onSelectAll, onAccept }: AlarmWindowFooterProps) {
  const soundOn = useSetting<boolean | undefined>('alarm-sound-enabled') !== false;
  const all = visibleCount > 0 && selectedCount === visibleCount;
  return (
    <div className="alarm-footer">
      <Tooltip title={t.soundHint}>
        <Button
          size="small"
          icon={soundOn ? <SoundOutlined /> : <MutedOutlined />}
          aria-pressed={soundOn}
          onClick={() => setAlarmSoundEnabled(!soundOn)}
          data-testid="alarm-sound-toggle"
        >
          {soundOn ? t.soundOn : t.soundOff}
        </Button>
      </Tooltip>
      <Checkbox
        checked={all}
        indeterminate={selectedCount > 0 && !all}
        disabled={visibleCount === 0}
        onChange={(e) => onSelectAll(e.target.checked)}
        data-testid="alarm-select-all"
      >
        {t.selectAll}
      </Checkbox>
      <span className="alarm-footer-spacer" />
      {selectedCount > 0 ? (
        <span className="alarm-footer-count" data-testid="alarm-selected-count">
          {t.selectedCount(selectedCount, visibleCount)}
        </span>
      ) : null}
      <Button type="primary" size="small" disabled={selectedCount === 0} onClick={onAccept} data-testid="alarm-accept">
        {t.accept}
      </Button>
    </div>
  );
}
