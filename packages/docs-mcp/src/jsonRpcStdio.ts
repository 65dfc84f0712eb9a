/**
 * The SDK's stdio transport, made to answer every line as JSON-RPC 2.0 requires. The SDK reads one
 * JSON-RPC message per line and hands a line that is not one (not JSON, a JSON-RPC batch, an object
 * that is no request) to `onerror` only: the client heard nothing and waited forever. Here each
 * line is read first:
 *
 * - a line that is not JSON is answered with a parse error (-32700, id null);
 * - JSON that is not a JSON-RPC message is answered with an invalid request (-32600), with its id
 *   when it has a usable one;
 * - a batch (an array) is split: each message goes to the SDK on its own line, and the answers to
 *   its requests are sent back together as one array, in the batch's order, once the last has come
 *   (JSON-RPC 2.0 section 6). An empty batch is one invalid request; a batch of notifications only
 *   gets no answer; an invalid member gets its own -32600 in the array.
 *
 * Everything else passes to the SDK's transport unchanged, which still parses and dispatches it.
 */
import { Transform, type Readable, type TransformCallback, type Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

type Id = string | number;

const isId = (value: unknown): value is Id => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

export function errorAnswer(id: Id | null, code: number, message: string): { jsonrpc: '2.0'; id: Id | null; error: { code: number; message: string } } {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

const PARSE_ERROR = 'Parse error: the line is not JSON; each line must hold one JSON-RPC 2.0 message or a batch of them';

function invalidRequest(value: unknown): ReturnType<typeof errorAnswer> {
  const id = typeof value === 'object' && value !== null && !Array.isArray(value) && isId((value as { id?: unknown }).id) ? (value as { id: Id }).id : null;
  return errorAnswer(id, ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 request, notification or response (jsonrpc "2.0", a method name, and an id that is a string or a number)');
}

/** A batch waiting for the answers to its requests. */
interface PendingBatch {
  /** One slot per member that gets an answer, in the batch's order; undefined until it comes. */
  readonly answers: (unknown | undefined)[];
  /** Request id → its slot. */
  readonly slots: Map<Id, number>;
  waiting: number;
}

/**
 * Splits the input into lines, answers the lines that are not messages, and passes the messages
 * on, one per line, to the SDK's reader; remembers which requests came in a batch.
 */
class JsonRpcLines extends Transform {
  private rest = '';

  constructor(
    private readonly answer: (answer: unknown) => void,
    private readonly batches: Map<Id, PendingBatch>,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const text = this.rest + chunk.toString('utf8');
    const lines = text.split('\n');
    this.rest = lines.pop()!;
    for (const line of lines) this.line(line.replace(/\r$/, ''));
    done();
  }

  private line(line: string): void {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.answer(errorAnswer(null, ErrorCode.ParseError, PARSE_ERROR));
      return;
    }
    if (!Array.isArray(value)) {
      if (JSONRPCMessageSchema.safeParse(value).success) this.push(`${line}\n`);
      else this.answer(invalidRequest(value));
      return;
    }
    if (value.length === 0) {
      this.answer(errorAnswer(null, ErrorCode.InvalidRequest, 'Invalid Request: an empty batch'));
      return;
    }
    const batch: PendingBatch = { answers: [], slots: new Map(), waiting: 0 };
    const forward: JSONRPCMessage[] = [];
    for (const member of value) {
      const parsed = JSONRPCMessageSchema.safeParse(member);
      if (!parsed.success) {
        batch.answers.push(invalidRequest(member));
        continue;
      }
      const message = parsed.data as JSONRPCMessage & { id?: Id; method?: string };
      // A request gets an answer; a notification or a response to the server gets none.
      if ('method' in message && message.id !== undefined) {
        if (batch.slots.has(message.id) || this.batches.has(message.id)) {
          batch.answers.push(errorAnswer(message.id, ErrorCode.InvalidRequest, `Invalid Request: the id ${JSON.stringify(message.id)} is already in use by another request`));
          continue;
        }
        batch.slots.set(message.id, batch.answers.length);
        batch.answers.push(undefined);
        batch.waiting += 1;
      }
      forward.push(member as JSONRPCMessage);
    }
    for (const id of batch.slots.keys()) this.batches.set(id, batch);
    if (batch.waiting === 0 && batch.answers.length > 0) this.answer(batch.answers);
    for (const message of forward) this.push(`${JSON.stringify(message)}\n`);
  }
}

/** StdioServerTransport reading through JsonRpcLines, sending a batch's answers as one array. */
export class JsonRpcStdioServerTransport extends StdioServerTransport {
  private readonly batches: Map<Id, PendingBatch>;
  private readonly output: Writable;

  constructor(input: Readable, output: Writable) {
    const batches = new Map<Id, PendingBatch>();
    const lines = new JsonRpcLines((answer) => output.write(`${JSON.stringify(answer)}\n`), batches);
    super(input.pipe(lines), output);
    this.batches = batches;
    this.output = output;
  }

  override async send(message: JSONRPCMessage): Promise<void> {
    const id = (message as { id?: unknown }).id;
    const isAnswer = 'result' in message || 'error' in message;
    const batch = isAnswer && isId(id) ? this.batches.get(id) : undefined;
    if (!batch || !isId(id)) return super.send(message);
    batch.answers[batch.slots.get(id)!] = message;
    this.batches.delete(id);
    batch.waiting -= 1;
    if (batch.waiting > 0) return;
    await new Promise<void>((resolve) => {
      if (this.output.write(`${JSON.stringify(batch.answers)}\n`)) resolve();
      else this.output.once('drain', () => resolve());
    });
  }
}
