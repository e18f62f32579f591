import { icon } from './icon';

export const IconUpload = /* @__PURE__ */ icon(
  'IconUpload',
  <>
    <path d="M12 15.5V4M7.5 8.5L12 4l4.5 4.5" />
    <path d="M4 15v3.5A1.5 1.5 0 005.5 20h13a1.5 1.5 0 001.5-1.5V15" />
  </>,
);
