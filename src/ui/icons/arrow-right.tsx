import { icon } from './icon';

export const IconArrowRight = /* @__PURE__ */ icon('IconArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />);
