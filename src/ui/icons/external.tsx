import { icon } from './icon';

export const IconExternal = /* @__PURE__ */ icon(
  'IconExternal',
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5a1.5 1.5 0 01-1.5 1.5h-11A1.5 1.5 0 014 18.5v-11A1.5 1.5 0 015.5 6H10" />
  </>,
);
