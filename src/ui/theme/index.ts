/** The theme: the contract (`vars`), its values and the global base styles, and the breakpoints. */
import './theme.css';
import './global.css';

export { vars } from './contract.css';
export { breakpoints, media } from './breakpoints';
