import { icon } from './icon';

export const IconClose = /* @__PURE__ */ icon('IconClose', <path d="M6 6l12 12M18 6L6 18" />);
