import { icon } from './icon';

export const IconGlobe = /* @__PURE__ */ icon(
  'IconGlobe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.5 5.6 3.5 9s-1 6.4-3.5 9c-2.5-2.6-3.5-5.6-3.5-9s1-6.4 3.5-9z" />
  </>,
);
