/**
 * The stdio transport of the SDK keeps at most 10 MB of an unfinished line and closes the session
 * when a message is larger, so a client that sent one large argument lost the server without an
 * answer. This stream sits between stdin and the transport: messages up to MAX_MESSAGE_BYTES pass
 * through whole, once their newline has arrived; the bytes of a longer one are dropped as they arrive (only its first and last kilobyte
 * are kept, to find its id), and the request is answered with a tool error that says why.
 */
import { Transform, type TransformCallback } from 'node:stream';

/** Largest JSON-RPC message read: check_file's fields and values are each at most 1 MiB (the API's body limit). */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

const EDGE = 1024;

/** The request id of a JSON-RPC message from its first and last bytes, if it is there. */
export function requestId(head: string, tail: string): string | number | null {
  for (const text of [head, tail]) {
    const match = /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.){0,200}")/.exec(text);
    if (match) return JSON.parse(match[1]!) as string | number;
  }
  return null;
}

export function tooLargeAnswer(id: string | number | null, bytes: number, limit = MAX_MESSAGE_BYTES): string {
  const text = `The request has more than ${limit} bytes (${bytes} read before it was dropped); this server reads messages of at most ${limit} bytes. check_file takes at most 1 MiB of fields and 1 MiB of values, as the API's request bodies; give a long text value or a large schema as a file path instead.`;
  const message = id === null ? { jsonrpc: '2.0', id: null, error: { code: -32600, message: text } } : { jsonrpc: '2.0', id, result: { content: [{ type: 'text', text }], isError: true } };
  return `${JSON.stringify(message)}\n`;
}

export class BoundedLines extends Transform {
  private length = 0;
  private dropping = false;
  /** The current line while it is within the limit; passed on whole when its newline arrives. */
  private pieces: Buffer[] = [];
  private head = '';
  private tail = '';

  constructor(private readonly answer: (line: string) => void, private readonly limit = MAX_MESSAGE_BYTES) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let from = 0;
    while (from < chunk.length) {
      const newline = chunk.indexOf(10, from);
      const end = newline < 0 ? chunk.length : newline + 1;
      const piece = chunk.subarray(from, end);
      if (this.length === 0) this.head = piece.subarray(0, EDGE).toString('latin1');
      this.length += piece.length;
      if (!this.dropping && this.length > this.limit + 1) {
        this.dropping = true;
        this.pieces = [];
      }
      if (this.dropping) this.tail = (this.tail + piece.subarray(Math.max(0, piece.length - EDGE)).toString('latin1')).slice(-EDGE);
      else this.pieces.push(Buffer.from(piece));
      if (newline >= 0) {
        if (this.dropping) this.answer(tooLargeAnswer(requestId(this.head, this.tail), this.length, this.limit));
        else this.push(Buffer.concat(this.pieces));
        this.dropping = false;
        this.pieces = [];
        this.length = 0;
        this.head = '';
        this.tail = '';
      }
      from = end;
    }
    done();
  }
}
