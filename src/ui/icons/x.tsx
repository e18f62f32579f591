import { icon } from './icon';

export const IconX = /* @__PURE__ */ icon(
  'IconX',
  <path d="M4.5 4h4l11 16h-4zM19.5 4l-6.3 7.2M10.8 12.8L4.5 20" />,
);
