import { icon } from './icon';

export const IconEye = /* @__PURE__ */ icon(
  'IconEye',
  <>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="2.75" />
  </>,
);
