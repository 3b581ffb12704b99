import { Link } from 'react-router';
import { Button, Result, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { pl } from '../../kit/i18n/pl';
import { usePageTitle } from '../../kit/ui/usePageTitle';

/**
 * Placeholder for screens that later issues build: states plainly that the module is not
 * available yet, naming the screen, instead of showing an empty page.
 */
export function NotAvailablePage({ title, subtitle }: { title: string; subtitle?: string }) {
  usePageTitle(title);
  return (
    <div className="page" data-testid="not-available">
      <header className="page-header">
        <Typography.Title level={3} className="page-title" data-testid="page-title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </header>
      <Result
        icon={<ToolOutlined className="not-available-icon" />}
        title={pl.notAvailable.text}
        subTitle={pl.notAvailable.hint}
        extra={
          <Link to="/monit">
            <Button>{pl.notAvailable.back}</Button>
          </Link>
        }
      />
    </div>
  );
}
