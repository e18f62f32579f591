import { icon } from './icon';

export const IconLinkedIn = /* @__PURE__ */ icon(
  'IconLinkedIn',
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M8 10.5V16M8 7.75v.01M11.5 16v-5.5M11.5 13c0-1.5 1-2.5 2.25-2.5S16 11.25 16 13v3" />
  </>,
);
