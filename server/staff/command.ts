/** What a staff command is (one file each in commands/): it takes the services and a JSON body, and answers. */
import type { Services } from '../context';

export type StaffResult = { status: number; body: Record<string, unknown> };
export type StaffCommand = (services: Services, input: Record<string, unknown>) => Promise<StaffResult>;
