import type { ThemeConfig } from 'antd';

/**
 * The platform's one antd theme, given once at the root (the app, and the frame stories and tests render
 * in). How a component looks belongs here, never in a nested ConfigProvider: antd folds every theme
 * override into the token its style hash is made from, so under a nested theme every component generates
 * all its styles again, under a new hash (a list's table paid that on each first render for its header
 * colour).
 */
export const PLATFORM_THEME: ThemeConfig = {
  token: { colorPrimary: '#0b82ff', borderRadius: 4 },
  components: {
    // Column header background rgba(11,130,255,0.05) (spec 001 §9), as the same colour over white made
    // opaque so pinned header cells hide what scrolls under them.
    Table: { headerBg: '#f3f9ff' },
  },
};

/**
 * The platform's theme without motion, for a user whose system asks for reduced motion (prefers-reduced-motion,
 * WCAG 2.3.3): dialogs, drawers, menus and messages appear and go without zooming, sliding or fading.
 */
export const STILL_PLATFORM_THEME: ThemeConfig = { ...PLATFORM_THEME, token: { ...PLATFORM_THEME.token, motion: false } };
