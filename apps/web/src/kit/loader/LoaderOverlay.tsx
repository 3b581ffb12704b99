import { Button, Spin } from 'antd';
import { pl } from '../i18n/pl';
import { useLoader } from './loaderStore';

/** Full-window overlay that blocks input while a loader task runs. */
export function LoaderOverlay() {
  const { visible, text, cancel } = useLoader();
  if (!visible) return null;
  return (
    <div className="loader-overlay" role="alertdialog" aria-busy="true" aria-label={text} data-testid="loader">
      <div className="loader-box">
        <Spin size="large" />
        <div className="loader-text">{text}</div>
        {cancel && (
          <Button onClick={cancel} data-testid="loader-cancel">
            {pl.loader.cancel}
          </Button>
        )}
      </div>
    </div>
  );
}
