import { icon } from './icon';

export const IconWarning = /* @__PURE__ */ icon(
  'IconWarning',
  <>
    <path d="M10.3 4.2L2.9 17.5A2 2 0 004.6 20.5h14.8a2 2 0 001.7-3L13.7 4.2a2 2 0 00-3.4 0z" />
    <path d="M12 9.5v4M12 16.75v.01" />
  </>,
);
