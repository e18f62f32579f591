import { icon } from './icon';

export const IconInfo = /* @__PURE__ */ icon(
  'IconInfo',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.75v.01" />
  </>,
);
