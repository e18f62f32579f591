import { icon } from './icon';

export const IconInstagram = /* @__PURE__ */ icon(
  'IconInstagram',
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17 7v.01" />
  </>,
);
