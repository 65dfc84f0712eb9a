import { shownUrl } from './redact.js';

/** Where a command writes: lines to stdout; the CLI passes process.stdout, tests collect them. */
export interface Output {
  line(text: string): void;
}

/** Bad input: the command prints the message, one sentence, and exits with code 2. */
export class InputError extends Error {}

export class EndpointUnreachableError extends InputError {
  constructor(url: URL, reason: string, consequence = '') {
    super(`Could not reach ${shownUrl(url)}: ${reason}${consequence}.`);
  }
}
