import { icon } from './icon';

export const IconCompass = /* @__PURE__ */ icon(
  'IconCompass',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>,
);
