import { icon } from './icon';

export const IconSearch = /* @__PURE__ */ icon(
  'IconSearch',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);
