import { icon } from './icon';

export const IconLink = /* @__PURE__ */ icon(
  'IconLink',
  <>
    <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
  </>,
);
