import { App as AntApp, ConfigProvider } from 'antd';
import plPL from 'antd/locale/pl_PL';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { LoaderOverlay } from '../kit/loader/LoaderOverlay';
import { queryClient } from '../kit/api/queryClient';
import { routes } from './routes';
import { ToastBridge } from './ToastBridge';
import { theme } from '../kit/ui/theme';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ConfigProvider locale={plPL} theme={theme}>
      {/* Toasts start below the top bar so they never cover its buttons. */}
      <AntApp notification={{ placement: 'topRight', top: 68, maxCount: 5 }}>
        <QueryClientProvider client={queryClient}>
          <ToastBridge />
          <RouterProvider router={router} />
          <LoaderOverlay />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
