import type { ThemeConfig } from 'antd';

/** Brand colours shared by antd components and the shell's own CSS (styles.css). */
export const BRAND_PRIMARY = '#1554ad';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
