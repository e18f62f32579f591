import { icon } from './icon';

export const IconImage = /* @__PURE__ */ icon(
  'IconImage',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="9.5" r="1.75" />
    <path d="M21 15.5l-5-5L5.5 20" />
  </>,
);
