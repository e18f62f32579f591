/**
 * The staff command line's commands. Each entry maps words typed after the command name to the JSON body of
 * POST /staff/<name> and says how to print the answer. To add one: a server command file in
 * server/staff/commands/ plus an entry here. A name without an entry still works with key=value arguments.
 */
export type StaffAnswer = Record<string, unknown>;

export type CliCommand = {
  /** The body keys the positional words fill, in order; a trailing '...' takes the rest of the words. */
  args: string[];
  summary: string;
  /** A readable rendering of a successful answer; the generic one lists its keys. */
  print?: (answer: StaffAnswer) => string;
};

export const cliCommands: Record<string, CliCommand> = {
  impersonate: {
    args: ['email'],
    summary: 'prints a one-time link that opens the company account as staff',
    print: (answer) => {
      const minutes = typeof answer.expires_in === 'number' ? Math.round(answer.expires_in / 60) : undefined;
      const validity = minutes ? `valid ${minutes} minutes, single use` : 'single use';
      return `Impersonation link (${validity}):\n${String(answer.link)}`;
    },
  },
  notify: {
    args: ['email', 'message...'],
    summary: 'sends the company a live notification',
    print: () => 'Notification sent.',
  },
};
