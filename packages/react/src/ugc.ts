import type { Schemas } from '@guildforge/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGuildforgeClient } from './context.js';
import { queryDefaults } from './internal.js';
import { guildforgeKeys } from './keys.js';
import type { MutationCallbacks, QueryHookOptions, SchemaListQuery, SubmissionListQuery, SubmissionStatus } from './types.js';

/** Field kinds whose submission value is an uploaded asset (`ast_…`). */
export const FILE_FIELD_KINDS = ['image', 'mesh', 'animation', 'audio', 'texture', 'file'] as const;
/** How many files `useCreateSubmission` uploads at the same time. */
export const UPLOAD_CONCURRENCY = 3;

/** One page of schemas ([listSchemas](https://docs.guildforge.io/docs/API/list-schemas)); `{ status: ['open'] }` for the ones accepting submissions. */
export function useSchemas(query: SchemaListQuery = {}, options: QueryHookOptions<Schemas['SchemaList']> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    queryKey: guildforgeKeys.schemas.list(query),
    queryFn: ({ signal }) => gf.get('/schemas', { params: { query }, signal }),
  });
}

/** One schema with its fields and rules ([getSchema](https://docs.guildforge.io/docs/API/get-schema)); idle while `schemaId` is undefined. */
export function useSchema(schemaId: string | undefined, options: QueryHookOptions<Schemas['Schema']> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    enabled: Boolean(schemaId) && (options.enabled ?? true),
    queryKey: guildforgeKeys.schemas.detail(schemaId ?? ''),
    queryFn: ({ signal }) => gf.get('/schemas/{schemaId}', { params: { path: { schemaId: schemaId! } }, signal }),
  });
}

/** Filters of `useSubmissions`: those of listSubmissions, with `status` also accepted as a single value. */
export type SubmissionFilter = Omit<SubmissionListQuery, 'status'> & { status?: SubmissionStatus | SubmissionStatus[] };

/**
 * One page of submissions ([listSubmissions](https://docs.guildforge.io/docs/API/list-submissions)),
 * filtered by `status` (one or several), `schemaId`, `userId` or `tagId`, sorted with `sort`
 * (`-createdAt` by default, `-score` for a leaderboard).
 */
export function useSubmissions(filter: SubmissionFilter = {}, options: QueryHookOptions<Schemas['SubmissionList']> = {}) {
  const gf = useGuildforgeClient();
  const { status, ...rest } = filter;
  const query: SubmissionListQuery = status === undefined ? rest : { ...rest, status: Array.isArray(status) ? status : [status] };
  return useQuery({
    ...queryDefaults,
    ...options,
    queryKey: guildforgeKeys.submissions.list(query),
    queryFn: ({ signal }) => gf.get('/submissions', { params: { query }, signal }),
  });
}

/** A submission value as you collect it: text, a number, options, or a `File`/`Blob` for a file-kind field. */
export type SubmissionInputValue = string | number | string[] | Blob;

export interface CreateSubmissionVariables {
  schemaId: string;
  title: string;
  /** Field key → value. `Blob`/`File` values are uploaded as assets first and replaced by their `ast_…` ids. */
  values: Record<string, SubmissionInputValue>;
  tagIds?: string[];
}

/** Where `useCreateSubmission` is: uploading files (`filesDone` of `filesTotal`), then creating the submission. */
export interface SubmissionProgress {
  phase: 'idle' | 'uploading' | 'submitting';
  filesDone: number;
  filesTotal: number;
}

/** The `PUT` of a file's bytes to its presigned `uploadUrl` failed; the asset stays `uploading` and is deleted after 24 hours. */
export class AssetUploadError extends Error {
  override readonly name = 'AssetUploadError';
  constructor(
    readonly fieldKey: string,
    readonly assetId: string,
    /** HTTP status of the storage response, or 0 when the request failed on the network. */
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(`Uploading field "${fieldKey}" (${assetId}) failed${status ? ` with HTTP ${status}` : ''}.`, options);
  }
}

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function contentTypeOf(blob: Blob): string {
  const type = blob.type.split(';')[0]!.trim().toLowerCase();
  return /^[a-z]+\/[a-z0-9.+-]+$/.test(type) ? type : 'application/octet-stream';
}

async function mapWithConcurrency<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Creates a submission, uploading its files first. For every `Blob`/`File` value it runs the
 * three asset steps: [createAsset](https://docs.guildforge.io/docs/API/create-asset) with the
 * field's kind, size and SHA-256, a `PUT` of the bytes to the presigned `uploadUrl` (no
 * credentials), and [completeAssetUpload](https://docs.guildforge.io/docs/API/complete-asset-upload);
 * then [createSubmission](https://docs.guildforge.io/docs/API/create-submission) with the asset ids.
 * Up to 3 files upload at once; `progress` reports how far it got. Instant rules that fail answer
 * `422 submission_invalid` with one `errors` entry per failed field and rule.
 */
export function useCreateSubmission(callbacks: MutationCallbacks<Schemas['Submission'], CreateSubmissionVariables> = {}) {
  const gf = useGuildforgeClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SubmissionProgress>({ phase: 'idle', filesDone: 0, filesTotal: 0 });

  const mutation = useMutation({
    mutationFn: async ({ schemaId, title, values, tagIds }: CreateSubmissionVariables) => {
      const schema = await queryClient.fetchQuery({
        queryKey: guildforgeKeys.schemas.detail(schemaId),
        queryFn: ({ signal }) => gf.get('/schemas/{schemaId}', { params: { path: { schemaId } }, signal }),
        staleTime: 5 * 60_000,
      });
      const files = Object.entries(values).filter((entry): entry is [string, Blob] => entry[1] instanceof Blob);
      setProgress({ phase: files.length ? 'uploading' : 'submitting', filesDone: 0, filesTotal: files.length });

      const uploaded = await mapWithConcurrency(files, UPLOAD_CONCURRENCY, async ([key, blob]) => {
        const field = schema.fields.find((candidate) => candidate.key === key);
        const kind = field?.kind;
        if (!kind || !(FILE_FIELD_KINDS as readonly string[]).includes(kind)) {
          throw new TypeError(`Field "${key}" of schema ${schemaId} is ${kind ? `a ${kind} field` : 'not defined'}; only ${FILE_FIELD_KINDS.join(', ')} fields take files.`);
        }
        const contentType = contentTypeOf(blob);
        const asset = await gf.post('/assets', {
          body: {
            kind: kind as Schemas['AssetKind'],
            fileName: (blob as File).name || key,
            contentType,
            byteSize: blob.size,
            sha256: await sha256Hex(blob),
          },
        });
        if (!asset.uploadUrl) throw new AssetUploadError(key, asset.id, 0);
        let stored: Response;
        try {
          stored = await gf.fetch(asset.uploadUrl, { method: 'PUT', headers: { 'Content-Type': contentType }, body: blob });
        } catch (cause) {
          throw new AssetUploadError(key, asset.id, 0, { cause });
        }
        if (!stored.ok) throw new AssetUploadError(key, asset.id, stored.status);
        const ready = await gf.post('/assets/{assetId}/complete', { params: { path: { assetId: asset.id } } });
        setProgress((current) => ({ ...current, filesDone: current.filesDone + 1 }));
        return [key, ready.id] as const;
      });

      setProgress((current) => ({ ...current, phase: 'submitting' }));
      const submissionValues: Schemas['SubmissionValues'] = {};
      for (const [key, value] of Object.entries(values)) if (!(value instanceof Blob)) submissionValues[key] = value;
      for (const [key, assetId] of uploaded) submissionValues[key] = assetId;
      return gf.post('/submissions', { body: { schemaId, title, values: submissionValues, ...(tagIds ? { tagIds } : {}) } });
    },
    onSuccess: async (submission, variables) => {
      await callbacks.onSuccess?.(submission, variables);
      void queryClient.invalidateQueries({ queryKey: guildforgeKeys.submissions.all() });
      void queryClient.invalidateQueries({ queryKey: guildforgeKeys.schemas.detail(variables.schemaId) });
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
    onSettled: async (submission, error, variables) => {
      setProgress({ phase: 'idle', filesDone: 0, filesTotal: 0 });
      await callbacks.onSettled?.(submission, error, variables);
    },
  });
  return { ...mutation, progress };
}
