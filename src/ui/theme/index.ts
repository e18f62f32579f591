/** The theme: the contract (`vars`) with its values and the global base styles, and the breakpoints. */
export { vars } from './contract.css';
export { breakpoints, media } from './breakpoints';
