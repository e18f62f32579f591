import { icon } from './icon';

export const IconBook = /* @__PURE__ */ icon(
  'IconBook',
  <>
    <path d="M4 5.5A1.5 1.5 0 015.5 4H11v16H5.5A1.5 1.5 0 014 18.5z" />
    <path d="M20 5.5A1.5 1.5 0 0018.5 4H13v16h5.5a1.5 1.5 0 001.5-1.5z" />
  </>,
);
