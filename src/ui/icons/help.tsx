import { icon } from './icon';

export const IconHelp = /* @__PURE__ */ icon(
  'IconHelp',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.25M12 16.75v.01" />
  </>,
);
