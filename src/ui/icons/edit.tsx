import { icon } from './icon';

export const IconEdit = /* @__PURE__ */ icon(
  'IconEdit',
  <>
    <path d="M4 20h4L19 9a2.1 2.1 0 00-3-3L5 17z" />
    <path d="M14 8l3 3" />
  </>,
);
