/**
 * Schemas, assets and submissions in the sandbox (see ./flow.ts), following the UGC states of
 * CONTRIBUTING.md: a schema is created `draft` and published `open` (or `scheduled` before a
 * future `opensAt`); an asset is `uploading` until its upload is completed (`ready`); a submission
 * is `validating` while its rules run, and the first read of its validation finds every rule
 * passed (the sandbox measures no file), so it waits `in_review` (manual review) or is approved at
 * once (automatic review). Approval publishes it when the schema's `publishMode` is `auto`.
 */
import type { Json } from './contract';
import { MOCK_USER_ID } from './credentials';
import { newId } from './problems';
import type { SandboxAnswer } from './sandbox';
import { asObject, bodyFields, copy, now, ok, stored, template, type FlowContext } from './flowContext';

/** The results a submission's validation starts with: one per rule of each field it filled, `pending`. */
function pendingResults(schema: Json | undefined, values: Json): Json[] {
  const fields = (schema?.fields as Json[] | undefined) ?? [];
  return fields
    .filter((field) => values[String(field.key)] !== undefined)
    .flatMap((field) => ((field.rules as Json[] | undefined) ?? []).map((rule) => ({ field: field.key, rule: rule.rule, status: 'pending' })));
}

/** What approval leads to: `published` when the schema publishes approved work itself. */
function approvedStatus(schema: Json | undefined): string {
  return schema?.publishMode === 'auto' ? 'published' : 'approved';
}

function finishValidation(submission: Json, schema: Json | undefined, time: string): void {
  const validation = asObject(submission.validation);
  if (validation.status !== 'pending') return;
  const results = ((validation.results as Json[] | undefined) ?? []).map((result) => ({ ...result, status: 'passed' }));
  submission.validation = { ...validation, status: 'passed', results, completedAt: time };
  const status = schema?.reviewMode === 'auto' ? approvedStatus(schema) : 'in_review';
  Object.assign(submission, { status, updatedAt: time, ...(status === 'published' ? { publishedAt: time } : {}) });
}

export function ugcFlow(context: FlowContext): SandboxAnswer | undefined {
  const { operation, pathParams, state, body } = context;
  switch (operation.operationId) {
    case 'createSchema': {
      const request = asObject(body);
      const shape = template(context, '201');
      const time = now();
      const schema: Json = {
        ...shape,
        ...bodyFields(shape, request),
        id: newId('sch'),
        status: 'draft',
        description: request.description ?? null,
        categoryId: request.categoryId ?? null,
        reviewMode: request.reviewMode ?? 'manual',
        publishMode: request.publishMode ?? 'manual',
        votesPerDay: request.votesPerDay ?? 10,
        maxSubmissionsPerUser: request.maxSubmissionsPerUser ?? 5,
        opensAt: request.opensAt ?? null,
        closesAt: request.closesAt ?? null,
        fields: copy(request.fields ?? []),
        submissionCount: 0,
        createdBy: MOCK_USER_ID,
        createdAt: time,
        updatedAt: time,
        publishedAt: null,
        cancelledAt: null,
      };
      state.resources[String(schema.id)] = schema;
      return ok(201, copy(schema));
    }
    case 'getSchema': {
      const schema = stored(state, pathParams.schemaId, 'sch');
      return schema ? ok(200, copy(schema)) : undefined;
    }
    case 'publishSchema': {
      const schema = stored(state, pathParams.schemaId, 'sch');
      if (!schema) return undefined;
      const time = now();
      const future = typeof schema.opensAt === 'string' && Date.parse(schema.opensAt) > Date.now();
      Object.assign(schema, { status: future ? 'scheduled' : 'open', publishedAt: time, updatedAt: time });
      return ok(200, copy(schema));
    }
    case 'createAsset': {
      const request = asObject(body);
      const shape = template(context, '201');
      const id = newId('ast');
      const time = now();
      const asset: Json = {
        ...shape,
        ...bodyFields(shape, request),
        id,
        userId: MOCK_USER_ID,
        status: 'uploading',
        altText: request.altText ?? null,
        uploadUrl: String(shape.uploadUrl).replace(/ast_[0-9A-Z]{26}/, id),
        createdAt: time,
        completedAt: null,
      };
      state.resources[id] = asset;
      return ok(201, copy(asset));
    }
    case 'completeAssetUpload': {
      const asset = stored(state, pathParams.assetId, 'ast');
      if (!asset) return undefined;
      const shape = template(context, '200');
      const time = now();
      const { uploadUrl: _uploadUrl, uploadExpiresAt: _uploadExpiresAt, ...kept } = asset;
      const ready: Json = {
        ...shape,
        ...kept,
        status: 'ready',
        downloadUrl: `https://cdn.guildforge.io/${String(asset.id)}/${encodeURIComponent(String(asset.fileName))}`,
        completedAt: time,
      };
      state.resources[String(asset.id)] = ready;
      return ok(200, copy(ready));
    }
    case 'createSubmission': {
      const request = asObject(body);
      const shape = template(context, '201');
      const schema = stored(state, String(request.schemaId), 'sch');
      const id = newId('sub');
      const time = now();
      const values = copy(asObject(request.values));
      const submission: Json = {
        ...shape,
        ...bodyFields(shape, request),
        id,
        userId: request.userId ?? MOCK_USER_ID,
        description: request.description ?? null,
        status: 'validating',
        values,
        tagIds: request.tagIds ?? [],
        validation: { submissionId: id, status: 'pending', results: pendingResults(schema, values), startedAt: time, completedAt: null },
        statusReason: null,
        statusChangedAt: time,
        statusChangedBy: null,
        votes: { up: 0, down: 0, score: 0 },
        commentCount: 0,
        createdAt: time,
        updatedAt: time,
        publishedAt: null,
      };
      state.resources[id] = submission;
      for (const value of Object.values(values)) {
        const asset = stored(state, typeof value === 'string' ? value : undefined, 'ast');
        if (asset) asset.submissionIds = [...((asset.submissionIds as string[] | undefined) ?? []), id];
      }
      if (schema) schema.submissionCount = Number(schema.submissionCount ?? 0) + 1;
      return ok(201, copy(submission));
    }
    case 'getSubmissionValidation': {
      const submission = stored(state, pathParams.submissionId, 'sub');
      if (!submission) return undefined;
      finishValidation(submission, stored(state, String(submission.schemaId), 'sch'), now());
      return ok(200, copy(submission.validation));
    }
    case 'getSubmission': {
      const submission = stored(state, pathParams.submissionId, 'sub');
      if (!submission) return undefined;
      finishValidation(submission, stored(state, String(submission.schemaId), 'sch'), now());
      return ok(200, copy(submission));
    }
    case 'setSubmissionStatus': {
      const submission = stored(state, pathParams.submissionId, 'sub');
      if (!submission) return undefined;
      const request = asObject(body);
      const schema = stored(state, String(submission.schemaId), 'sch');
      const time = now();
      const status = request.status === 'approved' ? approvedStatus(schema) : String(request.status);
      Object.assign(submission, {
        status,
        statusReason: request.reason ?? null,
        statusChangedAt: time,
        statusChangedBy: MOCK_USER_ID,
        updatedAt: time,
        ...(status === 'published' ? { publishedAt: time } : {}),
      });
      return ok(200, copy(submission));
    }
    default:
      return undefined;
  }
}
