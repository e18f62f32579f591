/** Staff commands by name; each file is one command of the staff API. */
import type { StaffCommand } from '../api';

export const staffCommands: Record<string, StaffCommand> = {};
