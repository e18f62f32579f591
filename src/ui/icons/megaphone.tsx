import { icon } from './icon';

export const IconMegaphone = /* @__PURE__ */ icon(
  'IconMegaphone',
  <>
    <path d="M4 10v4a1 1 0 001 1h2l6 4V5L7 9H5a1 1 0 00-1 1z" />
    <path d="M17 9a3.5 3.5 0 010 6" />
    <path d="M7 15l1 5h2.5l-1-4.5" />
  </>,
);
