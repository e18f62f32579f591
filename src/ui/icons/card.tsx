import { icon } from './icon';

export const IconCard = /* @__PURE__ */ icon(
  'IconCard',
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 10h19M6.5 15h4" />
  </>,
);
