import { icon } from './icon';

export const IconChat = /* @__PURE__ */ icon(
  'IconChat',
  <path d="M20 12a7.5 7.5 0 01-11 6.6L4 20l1.4-4.6A7.5 7.5 0 1120 12z" />,
);
