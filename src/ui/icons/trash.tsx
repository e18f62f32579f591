import { icon } from './icon';

export const IconTrash = /* @__PURE__ */ icon(
  'IconTrash',
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M5.5 7l1 12.5A1.5 1.5 0 008 21h8a1.5 1.5 0 001.5-1.5l1-12.5" />
    <path d="M9 7V4.5A1.5 1.5 0 0110.5 3h3A1.5 1.5 0 0115 4.5V7" />
  </>,
);
