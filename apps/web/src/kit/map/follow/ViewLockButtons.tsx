import { AimOutlined, ExpandOutlined } from '@ant-design/icons';
import { pl } from '../../i18n/pl';
import { LockButton } from './LockButton';
import { toggleLock, type ViewLocks } from './viewPolicy';

const t = pl.routeMap;

export interface ViewLockButtonsProps {
  locks: ViewLocks;
  setLocks(f: (l: ViewLocks) => ViewLocks): void;
  /** Asks for one fit or one centring. */
  onOnce(kind: 'fit' | 'centre'): void;
  /** Test ids are `{testIdPrefix}-fit` and `{testIdPrefix}-centre`. */
  testIdPrefix: string;
}

/**
 * The two map locks of a track (spec 2 §2.1, §4.5): fit to the track and centre on the current
 * point; a click acts once, a double click locks (the route viewer and the eco transgression view).
 */
export function ViewLockButtons({ locks, setLocks, onOnce, testIdPrefix }: ViewLockButtonsProps) {
  return (
    <>
      <LockButton
        locked={locks.fitLock}
        icon={<ExpandOutlined />}
        title={t.fit}
        testId={`${testIdPrefix}-fit`}
        onOnce={() => onOnce('fit')}
        onToggle={() => setLocks((l) => toggleLock(l, 'fit'))}
      />
      <LockButton
        locked={locks.centreLock}
        icon={<AimOutlined />}
        title={t.centre}
        testId={`${testIdPrefix}-centre`}
        onOnce={() => onOnce('centre')}
        onToggle={() => setLocks((l) => toggleLock(l, 'centre'))}
      />
    </>
  );
}
