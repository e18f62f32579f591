/** `npm run staff -- <command> ...`: see staff-cli.ts. */
import { runStaffCli } from './staff-cli';

process.exitCode = await runStaffCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
