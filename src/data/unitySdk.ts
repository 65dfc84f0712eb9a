/**
 * Methods of the Unity SDK (`Guildforge.Unity`) used by the C# examples in
 * `examples/unity/*.cs`, one per API operation. Rendered on /docs/ugc/learn/features/unity
 * by `src/components/UnitySdkMethods`; `tests/unit/unitySdk.test.ts` checks that every
 * operationId exists and that every SDK call in the examples is listed here.
 */
export interface UnitySdkMethod {
  /** C# method on `GuildforgeClient`, always `<Operation>Async`. */
  readonly method: string;
  /** The API operation the method calls. */
  readonly operationId: string;
  /** What the method sends and returns, in one or two sentences. */
  readonly description: string;
}

export const unitySdkMethods: readonly UnitySdkMethod[] = [
  {
    method: 'ExchangeSocialTokenAsync',
    operationId: 'exchangeSocialToken',
    description:
      'Signs the player in with a Steam Web API ticket (or a Discord, Twitch or Google token) and stores the session; returns TokenExchangeResponse with Created true for a new account.',
  },
  {
    method: 'GetUserInfoAsync',
    operationId: 'getUserInfo',
    description: 'Returns the signed-in user, the project the token is bound to, the role there and the token expiry.',
  },
  {
    method: 'GetSchemaAsync',
    operationId: 'getSchema',
    description: 'Returns a schema with its status, window and fields, to build the submission form and check that the schema is open.',
  },
  {
    method: 'CreateAssetAsync',
    operationId: 'createAsset',
    description:
      'Declares a file (kind, file name, content type, byte size, SHA-256) and returns the Asset in uploading status with its UploadUrl, valid 15 minutes.',
  },
  {
    method: 'CompleteAssetUploadAsync',
    operationId: 'completeAssetUpload',
    description: 'After the PUT to UploadUrl, has Guildforge check the stored bytes; returns the Asset in ready status or throws asset_checksum_mismatch and similar codes.',
  },
  {
    method: 'CreateSubmissionAsync',
    operationId: 'createSubmission',
    description:
      'Submits the values to an open schema; returns the Submission in validating status or throws GuildforgeException with Code submission_invalid and one Errors item per failed instant check.',
  },
  {
    method: 'GetSubmissionValidationAsync',
    operationId: 'getSubmissionValidation',
    description: 'Returns the rule-by-rule results of the latest validation run; Status stays Pending until the last async rule has answered.',
  },
  {
    method: 'GetSubmissionAsync',
    operationId: 'getSubmission',
    description: 'Returns one submission with its values, status, statusReason and vote tally.',
  },
  {
    method: 'ListSubmissionsAsync',
    operationId: 'listSubmissions',
    description: 'Returns one Page<Submission> filtered by schema, status, maker or tag and sorted by -createdAt, createdAt, -score or -publishedAt; pass NextCursor for the next page.',
  },
  {
    method: 'GetAssetAsync',
    operationId: 'getAsset',
    description: 'Returns an asset with a DownloadUrl signed for 60 minutes, for previews of published skins.',
  },
  {
    method: 'GetVoteBalanceAsync',
    operationId: 'getVoteBalance',
    description: "Returns the player's votes for a schema today: VotesPerDay, Used, Remaining and ResetsAt (next 00:00 UTC).",
  },
  {
    method: 'GetVoteStatusAsync',
    operationId: 'getVoteStatus',
    description: "Returns the player's vote on a submission (up, down or none), the submission's tally and the remaining balance.",
  },
  {
    method: 'VoteUpAsync',
    operationId: 'voteUp',
    description: 'Casts or switches the player\'s vote to up; a new vote spends 1 from the daily balance, a switch is free.',
  },
  {
    method: 'VoteDownAsync',
    operationId: 'voteDown',
    description: "Casts or switches the player's vote to down, with the same balance rules as VoteUpAsync.",
  },
  {
    method: 'CancelVoteAsync',
    operationId: 'cancelVote',
    description: 'Removes the player\'s vote; refunds 1 when the vote was cast the same UTC day.',
  },
];

/** The reference page of an operation: `/docs/API/<operationId in kebab-case>`. */
export function operationPath(operationId: string): string {
  const kebab = operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
  return `/docs/API/${kebab}`;
}
