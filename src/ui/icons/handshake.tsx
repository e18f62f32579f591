import { icon } from './icon';

export const IconHandshake = /* @__PURE__ */ icon(
  'IconHandshake',
  <>
    <path d="M2.5 12.5l3-6 4 1.5 2.5-1 2.5 1 4-1.5 3 6" />
    <path d="M5.5 12.5l5 5a1.4 1.4 0 002-2" />
    <path d="M9.5 15.5l2 2a1.4 1.4 0 002-2l-2.5-2.5" />
    <path d="M18.5 12.5l-3.5 3.5" />
    <path d="M12 7l-3 3a1.4 1.4 0 002 2l2-2" />
  </>,
);
