import { icon } from './icon';

export const IconArrowLeft = /* @__PURE__ */ icon('IconArrowLeft', <path d="M19 12H5M11 6l-6 6 6 6" />);
