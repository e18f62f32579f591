import { icon } from './icon';

export const IconTag = /* @__PURE__ */ icon(
  'IconTag',
  <>
    <path d="M3 12.2V4.5A1.5 1.5 0 014.5 3h7.7a1.5 1.5 0 011.06.44l7.3 7.3a1.5 1.5 0 010 2.12l-7.7 7.7a1.5 1.5 0 01-2.12 0l-7.3-7.3A1.5 1.5 0 013 12.2z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);
