import { App as AntApp, ConfigProvider } from 'antd';
import plPL from 'antd/locale/pl_PL';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { LoaderOverlay } from '../kit/loader/LoaderOverlay';
import { queryClient } from '../kit/api/queryClient';
import { routes } from './routes';
import { ToastBridge } from './ToastBridge';
import { theme } from '../kit/ui/theme';
import { TOAST_PLACEMENT } from '../kit/ui/toasts';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ConfigProvider locale={plPL} theme={theme}>
      <AntApp notification={TOAST_PLACEMENT}>
        <QueryClientProvider client={queryClient}>
          <ToastBridge />
          <RouterProvider router={router} />
          <LoaderOverlay />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
