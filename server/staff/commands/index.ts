/** Staff commands by name; each file is one command of the staff API. */
import type { StaffCommand } from '../command';
import { impersonate } from './impersonate';
import { notify } from './notify';

export const staffCommands: Record<string, StaffCommand> = {
  impersonate,
  notify,
};
