import { icon } from './icon';

export const IconBox = /* @__PURE__ */ icon(
  'IconBox',
  <>
    <path d="M12 2.75l8.25 4.5v9.5L12 21.25l-8.25-4.5v-9.5z" />
    <path d="M3.75 7.25L12 11.75l8.25-4.5M12 11.75v9.5" />
    <path d="M7.9 5l8.2 4.5" />
  </>,
);
