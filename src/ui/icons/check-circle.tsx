import { icon } from './icon';

export const IconCheckCircle = /* @__PURE__ */ icon(
  'IconCheckCircle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </>,
);
