import type { ThemeConfig } from 'antd';

/** Brand colours shared by antd components and the shell's own CSS (styles.css). */
export const BRAND_PRIMARY = '#1554ad';

/** The application's font: antd's components, and the grids inside them, draw text in it. */
export const APP_FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    borderRadius: 6,
    fontFamily: APP_FONT_FAMILY,
  },
};
