import { icon } from './icon';

export const IconCheck = /* @__PURE__ */ icon('IconCheck', <path d="M5 12.5l4.5 4.5L19 7.5" />);
