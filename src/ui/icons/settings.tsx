import { icon } from './icon';

export const IconSettings = /* @__PURE__ */ icon(
  'IconSettings',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.75v2.5M12 18.75v2.5M4.1 7.4l2.2 1.25M17.7 15.35l2.2 1.25M4.1 16.6l2.2-1.25M17.7 8.65l2.2-1.25" />
    <circle cx="12" cy="12" r="7" />
  </>,
);
