import { icon } from './icon';

export const IconError = /* @__PURE__ */ icon(
  'IconError',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
