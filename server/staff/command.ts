/**
 * What a staff command is (one file each in commands/): it takes the services and a JSON body, and answers. An
 * upload command takes a file as the raw request body instead, and its other arguments from the query string.
 */
import type { Services } from '../context';

export type StaffResult = { status: number; body: Record<string, unknown> };
export type StaffCommand = (services: Services, input: Record<string, unknown>) => Promise<StaffResult>;
export type StaffUpload = (
  services: Services,
  input: Record<string, string>,
  body: Buffer,
) => Promise<StaffResult>;
