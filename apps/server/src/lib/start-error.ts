/** Exit codes of the server (a supervisor such as systemd can tell them apart). */
export const EXIT_CODES = {
  /** configuration, database or data directory unusable at start */
  startFailed: 1,
  /** another server runs on this data directory: restarting does not help */
  dataDirInUse: 2,
  /** the embedded database's process ended while the server ran: a restart helps */
  engineLost: 3,
} as const;

/** A start that cannot go on; its message says why, in German, without a stack trace. */
export class StartError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_CODES.startFailed,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}
