import { icon } from './icon';

export const IconRocket = /* @__PURE__ */ icon(
  'IconRocket',
  <>
    <path d="M14 4.5c3-1.5 5.5-1.5 5.5-1.5s0 2.5-1.5 5.5l-5.5 5.5-4-4z" />
    <path d="M8.5 10L5 10.5 3 13l4 1M14 15.5l-.5 3.5L11 21l-1-4" />
    <path d="M6 18c-1 1-1.5 3-1.5 3s2-.5 3-1.5" />
  </>,
);
