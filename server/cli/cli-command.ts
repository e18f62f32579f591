/** What a command of the staff command line is (staff-commands.ts lists them). */
export type StaffAnswer = Record<string, unknown>;

export type CliCommand = {
  /**
   * The body keys the positional words fill, in order; a trailing '...' takes the rest of the words, a trailing '?'
   * may be left out.
   */
  args: string[];
  /**
   * key=value words after the positional ones: the keys allowed, those whose value is a comma-separated list, and
   * those whose value is a number.
   */
  options?: { keys: string[]; lists?: string[]; numbers?: string[] };
  /**
   * The positional argument (its name, ending in '...') naming files: each is sent as the raw body of its own call,
   * with the other arguments in the query string.
   */
  files?: string;
  /** Words `--name` that set `name: true` in the body (e.g. `--yes`), wherever they are typed. */
  flags?: string[];
  /** The staff API path, when it is not the name's words joined by '-'. */
  path?: string;
  summary: string;
  /** A readable rendering of a successful answer; the generic one lists its keys. */
  print?: (answer: StaffAnswer) => string;
  /** Whether a successful answer still reports a fault (the process then exits non-zero). */
  failed?: (answer: StaffAnswer) => boolean;
};
