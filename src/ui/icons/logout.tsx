import { icon } from './icon';

export const IconLogout = /* @__PURE__ */ icon(
  'IconLogout',
  <>
    <path d="M14 4h3.5A1.5 1.5 0 0119 5.5v13a1.5 1.5 0 01-1.5 1.5H14" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </>,
);
