/**
 * How every tool of this server is registered, in one place, so that a new tool gets the same
 * behaviour without repeating it:
 *  - annotations: a title, and `readOnlyHint: true` (no tool changes anything; check_file only
 *    reads the files it is given), idempotent, and closed-world (the answers come from the data
 *    shipped with the package and the reader's own files);
 *  - paging: an answer longer than MAX_ANSWER_CHARACTERS is sent in parts, cut at a line break,
 *    each ending with a note that says which part it is and the `cursor` that fetches the next.
 *    Some clients refuse tool answers above 25,000 tokens; 40,000 characters are about 10,000
 *    tokens of English and Markdown (the error catalogue page, 92.7 KB, was about 23,000).
 */
import type { McpServer, ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z, type ZodRawShape } from 'zod';

export const MAX_ANSWER_CHARACTERS = 40_000;

export interface ReadOnlyToolConfig<Shape extends ZodRawShape> {
  readonly title: string;
  readonly description: string;
  readonly inputSchema: Shape;
}

type Arguments<Shape extends ZodRawShape> = z.objectOutputType<Shape, z.ZodTypeAny>;

/** Where the parts of a text start: cut at the last blank line, else line break, in the second half of each part. */
export function partStarts(text: string, size = MAX_ANSWER_CHARACTERS): number[] {
  const starts = [0];
  let start = 0;
  while (text.length - start > size) {
    const window = text.slice(start, start + size);
    const paragraph = window.lastIndexOf('\n\n');
    const line = window.lastIndexOf('\n');
    const cut = paragraph >= size / 2 ? paragraph + 2 : line >= size / 2 ? line + 1 : size;
    start += cut;
    starts.push(start);
  }
  return starts;
}

const cursorOf = (part: number) => `part-${part + 1}`;

/**
 * One part of a long answer with the note on where it sits, or a tool error for a cursor this
 * tool never gave. A short text comes back as it is.
 */
export function answerPart(tool: string, text: string, cursor: string | undefined, size = MAX_ANSWER_CHARACTERS): CallToolResult {
  const starts = partStarts(text, size);
  const part = cursor === undefined ? 0 : starts.findIndex((_start, index) => cursorOf(index) === cursor);
  if (part < 0 || (cursor !== undefined && part === 0 && starts.length === 1)) {
    return { content: [{ type: 'text', text: `cursor "${cursor}" is not one ${tool} gave for this answer, which has ${starts.length} part${starts.length === 1 ? '' : 's'}; call it without cursor for the first part.` }], isError: true };
  }
  if (starts.length === 1) return { content: [{ type: 'text', text }] };
  const from = starts[part] ?? 0;
  const to = starts[part + 1] ?? text.length;
  const next = part + 1 < starts.length ? ` Call ${tool} again with the same arguments and cursor "${cursorOf(part + 1)}" for part ${part + 2}.` : ' This is the last part.';
  const note = `\n\n---\nPart ${part + 1} of ${starts.length} of this answer (characters ${from + 1}–${to} of ${text.length}).${next}`;
  return { content: [{ type: 'text', text: `${text.slice(from, to).trimEnd()}${note}` }], _meta: { part: part + 1, parts: starts.length, ...(part + 1 < starts.length ? { nextCursor: cursorOf(part + 1) } : {}) } };
}

/**
 * Registers a read-only tool: the annotations above, an optional `cursor` argument, and its
 * text answers paged. The handler answers as if there were no limit.
 */
export function registerReadOnlyTool<Shape extends ZodRawShape>(
  server: McpServer,
  name: string,
  config: ReadOnlyToolConfig<Shape>,
  handler: (args: Arguments<Shape>) => Promise<CallToolResult>,
): void {
  const inputSchema = {
    ...config.inputSchema,
    cursor: z.string().min(1).max(64).optional().describe('Only to read on: the cursor a previous answer of this tool named for its next part'),
  };
  server.registerTool(
    name,
    {
      title: config.title,
      description: `${config.description} Answers longer than ${MAX_ANSWER_CHARACTERS} characters come in parts; each part ends with the cursor of the next.`,
      inputSchema,
      annotations: { title: config.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    // The SDK infers the arguments' type from a concrete shape only; this one is generic.
    (async (args: Arguments<Shape> & { cursor?: string }) => {
      const { cursor, ...rest } = args;
      const result = await handler(rest as Arguments<Shape>);
      const [first] = result.content;
      if (result.isError || result.content.length !== 1 || first?.type !== 'text') return result;
      return answerPart(name, first.text, cursor);
    }) as unknown as ToolCallback<typeof inputSchema>,
  );
}
