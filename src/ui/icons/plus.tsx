import { icon } from './icon';

export const IconPlus = /* @__PURE__ */ icon('IconPlus', <path d="M12 5v14M5 12h14" />);
