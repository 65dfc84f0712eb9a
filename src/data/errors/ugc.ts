/**
 * Error codes of the UGC API: schemas, submissions, assets, comments (domain `ugc`)
 * and votes (domain `vote`). Rule failure codes (`image_…`, `text_…`, …) live in the
 * rule catalogue modules; general request, auth and resource codes live in `api.ts`.
 * The operations that return each code are described in `openapi/paths/{schema,
 * submission,asset,comment,vote}.yaml`.
 */
import type { ErrorDefinition } from './types';

export const ugcErrors: readonly ErrorDefinition[] = [
  // Schemas
  {
    code: 'schema_not_draft',
    status: 409,
    title: 'Schema is not a draft',
    description:
      'publishSchema was called on a schema that is already scheduled, open, closed or cancelled. Only a draft can be published; read the schema to see its current status.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'schema_not_cancellable',
    status: 409,
    title: 'Schema can no longer be cancelled',
    description:
      'cancelSchema is allowed only while the schema is draft or scheduled, before makers can see it. An open schema may already have submissions: end it with closeSchema instead.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'schema_not_open',
    status: 409,
    title: 'Schema is not open',
    description:
      'The operation needs an open schema: closeSchema on a schema in another status, or createSubmission on a draft or scheduled schema. A scheduled schema opens by itself at opensAt; retry after that time.',
    domain: 'ugc',
    retryable: true,
  },
  {
    code: 'schema_not_deletable',
    status: 409,
    title: 'Schema cannot be deleted',
    description:
      'Only draft and cancelled schemas can be deleted. A scheduled schema must be cancelled first; a schema that was ever open keeps its submissions and can only be closed.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'schema_locked',
    status: 409,
    title: 'Schema property is locked',
    description:
      'Fields and opensAt cannot change once a schema is open, and nothing can change once it is closed or cancelled. To change the form, create a new schema.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'schema_field_key_duplicate',
    status: 422,
    title: 'Duplicate field key',
    description:
      'Two fields of the schema share the same key. Keys are lower_snake_case, 1 to 64 characters, and must be unique because they name the properties of a submission\'s values.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'schema_field_options_invalid',
    status: 422,
    title: 'Field options are invalid',
    description:
      'An enum or list field has no options, more than 500, or duplicates; or a field of another kind carries options. Give enum and list fields 1 to 500 unique options and remove options from other kinds.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'schema_fields_empty',
    status: 422,
    title: 'Schema has no fields',
    description: 'A schema needs at least one field before it can be published. Add fields with updateSchema, then publish again.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'schema_rule_not_applicable',
    status: 422,
    title: 'Rule does not apply to this field kind',
    description:
      'A field carries a rule whose appliesTo list does not include the field\'s kind, for example a text rule on an image field. GET /rules?appliesTo=<kind> lists the rules a kind accepts.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'schema_rule_params_invalid',
    status: 422,
    title: 'Rule parameters are invalid',
    description:
      'The params of a rule do not validate against the rule\'s parameter schema, or break a cross-parameter constraint such as min greater than max. errors[].rule names the rule; its reference page lists the parameters and bounds.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'schema_window_invalid',
    status: 422,
    title: 'Submission window is invalid',
    description:
      'closesAt is not after opensAt, closesAt is in the past when the schema is published or open, or opensAt of a scheduled schema was moved into the past. Send timestamps that describe a future window.',
    domain: 'ugc',
    retryable: false,
  },

  // Submissions
  {
    code: 'submission_invalid',
    status: 422,
    title: 'Submission failed validation',
    description:
      'The values broke the schema or at least one instant rule, and nothing was stored. errors[] lists every failure with the field, the rule when a rule failed, its code and message; fix the values and submit again.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_field_missing',
    status: 422,
    title: 'Required field missing',
    description: 'A field marked required in the schema has no value. Reported in errors[] of submission_invalid with field set to values.<key>.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_field_unknown',
    status: 422,
    title: 'Unknown field',
    description: 'values contains a key that is not a field of the schema. Check the field keys with getSchema; keys are case-sensitive.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_field_type_mismatch',
    status: 422,
    title: 'Value does not match the field kind',
    description:
      'A value has the wrong type for its field: file kinds need an asset id whose kind equals the field kind, text a string, number a number, enum one string, list an array of strings.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_option_invalid',
    status: 422,
    title: 'Value is not an allowed option',
    description: 'An enum value, or an item of a list value, is not one of the field\'s options, or a list value repeats an option. Options are compared exactly, case included.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_asset_not_owned',
    status: 422,
    title: 'Asset belongs to another user',
    description: 'A file-kind value names an asset uploaded by a different user. Makers can only submit their own uploads; upload the file again as the submitting user.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_tag_not_found',
    status: 422,
    title: 'Unknown tag',
    description: 'tagIds contains an id that is not a tag of this project. List the project\'s tags with listTags.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_schema_closed',
    status: 409,
    title: 'Schema no longer accepts submissions',
    description:
      'The schema is closed or cancelled, so new submissions and changes to values are refused. Submissions already made continue through moderation.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_limit_reached',
    status: 409,
    title: 'Submission limit reached',
    description:
      'The maker already holds the schema\'s maxSubmissionsPerUser submissions. Invalid and deleted submissions do not count: delete or fix an existing entry instead.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_locked',
    status: 409,
    title: 'Submission can no longer be edited',
    description:
      'The values of a submission that is validating, approved or published cannot change, and a removed submission cannot change at all. Wait for validation to finish, or create a new submission for a new version.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_invalid_transition',
    status: 409,
    title: 'Status transition not allowed',
    description:
      'Moderators can move in_review to approved or rejected, approved to published, and published to removed. Any other change, including changes to validating or invalid submissions, is refused.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'submission_reason_required',
    status: 422,
    title: 'Reason required',
    description: 'Rejecting or removing a submission needs a reason of 1 to 500 characters; it is shown to the maker. Add reason to the body.',
    domain: 'ugc',
    retryable: false,
  },

  // Assets
  {
    code: 'asset_too_large',
    status: 413,
    title: 'Asset too large',
    description: 'The declared byteSize is above 268435456 bytes (256 MiB), the largest file Guildforge stores. Compress or split the file.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'asset_not_ready',
    status: 422,
    title: 'Asset is not ready',
    description:
      'A submission names an asset that is still uploading or has failed. Finish the upload with completeAssetUpload, or upload a new asset if it failed, then submit again.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'asset_upload_incomplete',
    status: 409,
    title: 'Upload not received yet',
    description:
      'completeAssetUpload found no uploaded object. Call it only after the PUT to uploadUrl returned 200; retrying once the upload finished succeeds if uploadExpiresAt has not passed.',
    domain: 'ugc',
    retryable: true,
  },
  {
    code: 'asset_upload_expired',
    status: 410,
    title: 'Upload URL expired',
    description:
      'No bytes arrived before uploadExpiresAt, 15 minutes after createAsset, and the asset is now failed. Create a new asset to get a new upload URL.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'asset_size_mismatch',
    status: 422,
    title: 'Uploaded size differs from byteSize',
    description: 'The uploaded object is not exactly byteSize bytes long, so the asset is failed. Create a new asset with the file\'s exact size.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'asset_checksum_mismatch',
    status: 422,
    title: 'Uploaded bytes do not match sha256',
    description:
      'The SHA-256 of the uploaded bytes differs from the declared sha256, usually a truncated or re-encoded upload. The asset is failed; hash the exact bytes you send and create a new asset.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'asset_content_type_mismatch',
    status: 422,
    title: 'File signature contradicts contentType',
    description:
      'The file\'s signature identifies a different format than the declared contentType, for example JPEG bytes declared as image/png. The asset is failed; declare the real type.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'asset_upload_failed',
    status: 409,
    title: 'Asset upload failed',
    description: 'completeAssetUpload was called on an asset that already failed its checks; failure tells why. A failed asset cannot be retried: create a new one.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'asset_in_use',
    status: 409,
    title: 'Asset is used by a submission',
    description:
      'The asset is referenced by the submissions listed in its submissionIds and cannot be deleted. Delete those submissions or replace the file in their values first.',
    domain: 'ugc',
    retryable: false,
  },

  // Comments
  {
    code: 'comment_submission_removed',
    status: 409,
    title: 'Submission was removed',
    description: 'The submission was taken down by a moderator, so its comment thread is closed to new comments.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'comment_parent_mismatch',
    status: 422,
    title: 'Parent comment is on another submission',
    description: 'parentId names a comment of a different submission. Reply only to comments of the submission in the path.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'comment_thread_too_deep',
    status: 422,
    title: 'Replies to replies are not allowed',
    description: 'Threads are one level deep: parentId must be a top-level comment. Reply to the top-level comment of the thread instead.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'comment_hidden',
    status: 409,
    title: 'Comment is hidden',
    description: 'A moderator hid this comment, so its author cannot edit it. The author can still delete it; a moderator can unhide it.',
    domain: 'ugc',
    retryable: false,
  },

  // Votes
  {
    code: 'vote_balance_exhausted',
    status: 409,
    title: 'No votes left today',
    description:
      'The user spent all of the schema\'s votesPerDay for the current UTC day. The balance resets at 00:00 UTC (resetsAt in getVoteBalance); canceling a vote cast today refunds one.',
    domain: 'vote',
    retryable: true,
  },
  {
    code: 'vote_own_submission',
    status: 403,
    title: 'Cannot vote on your own submission',
    description: 'Makers cannot vote on their own submissions, in either direction.',
    domain: 'vote',
    retryable: false,
  },
  {
    code: 'vote_submission_not_published',
    status: 409,
    title: 'Submission is not published',
    description: 'Only published submissions can be voted on. Submissions in review, approved but not yet published, or removed refuse votes.',
    domain: 'vote',
    retryable: false,
  },
  {
    code: 'vote_disabled',
    status: 409,
    title: 'Voting is disabled for this schema',
    description: 'The schema\'s votesPerDay is 0, which turns voting off. An admin can enable it with updateSchema; the new allowance applies from the next UTC day.',
    domain: 'vote',
    retryable: false,
  },
];
