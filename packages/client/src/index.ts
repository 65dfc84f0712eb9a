/**
 * @guildforge/client: a typed client for the Guildforge API v1, generated from its OpenAPI
 * description. https://docs.guildforge.io/docs/react-guildforge
 */
export {
  GUILDFORGE_API_URL,
  GUILDFORGE_SANDBOX_API_URL,
  createGuildforgeClient,
  type GuildforgeClient,
  type GuildforgeClientOptions,
  type UserTokenSource,
} from './client.js';
export { GuildforgeError, isGuildforgeError } from './errors.js';
export { errorCodes, type ErrorCode } from './generated/errorCodes.js';
export type { components, operations, paths } from './generated/api.js';
export { MAX_RETRY_AFTER_SECONDS, RETRY_BASE_MS, RETRY_CAP_MS, backoffDelay, isRetryableAnswer, randomUUID } from './retry.js';
export type {
  CallOptions,
  GetInit,
  HttpMethod,
  ListItem,
  ListPaths,
  MutationCallOptions,
  MutationInit,
  Operation,
  PathsWithMethod,
  Problem,
  ProblemFieldError,
  RequestBody,
  RequestParams,
  ResponseBody,
  Schemas,
} from './types.js';
