import { Result } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { pl } from '../../kit/i18n/pl';

/** Replaces the page content when the user may not open it (spec 1 §2.4). */
export function PermissionDenied() {
  return (
    <div className="page page-centered" data-testid="permission-denied">
      <Result
        status="403"
        icon={<StopOutlined className="permission-denied-icon" />}
        title={pl.permissionDenied.title}
        subTitle={pl.permissionDenied.hint}
      />
    </div>
  );
}
