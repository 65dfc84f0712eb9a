import type { ErrorDefinition } from './types';

/**
 * General API error codes: request parsing and validation, authentication, generic
 * resource errors, rate limiting, server faults, and the platform resources owned by
 * the root of the API description (projects, members, webhooks, referrals, badges,
 * tags, categories). Quest, reward and integration codes live in `quests.ts`; UGC
 * schema, submission, asset, comment and vote codes in `ugc.ts`; rule codes in `rules-*.ts`.
 */
export const apiErrors: readonly ErrorDefinition[] = [
  // ── request ────────────────────────────────────────────────────────────────
  {
    code: 'invalid_json',
    status: 400,
    title: 'Request body is not valid JSON',
    description:
      'The body could not be parsed as UTF-8 JSON (a syntax error, a trailing comma or a byte-order mark are the usual causes). Fix the body and send the request again.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'unsupported_media_type',
    status: 415,
    title: 'Unsupported content type',
    description:
      'Request bodies must be sent with `Content-Type: application/json`. Files are never sent to the API itself: upload them to the presigned URL returned by createAsset.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'payload_too_large',
    status: 413,
    title: 'Request body too large',
    description:
      'The JSON body is larger than 1 MiB. Split batch requests into smaller ones, or upload large content as an asset and send its `ast_` ID instead.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'validation_failed',
    status: 422,
    title: 'Request validation failed',
    description:
      'One or more body fields are missing or invalid. The `errors` array names each offending field with a field-level code and message; correct them all before retrying.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'invalid_parameter',
    status: 400,
    title: 'Invalid parameter',
    description:
      'A path, query or header parameter is malformed, for example an ID with the wrong prefix, a `limit` outside 1 to 100 or an unknown filter value. The `errors` array names the parameter as `path.<name>`, `query.<name>` or `header.<name>`.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'invalid_cursor',
    status: 400,
    title: 'Invalid pagination cursor',
    description:
      'The `cursor` is malformed, belongs to a list with different filters, or is older than 24 hours. Request the first page again without a cursor.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'idempotency_key_invalid',
    status: 400,
    title: 'Invalid idempotency key',
    description:
      'The `Idempotency-Key` header is missing on an operation that requires it (claimUserQuest, redeemUserReward), or is empty, longer than 255 characters or contains characters outside printable ASCII. Send a fresh UUID v4.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'idempotency_key_reused',
    status: 409,
    title: 'Idempotency key already used with a different request',
    description:
      'Within the last 24 hours this `Idempotency-Key` was sent with a different operation, path or body. Generate a new key for a new request; reuse a key only to retry the identical request.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'idempotency_key_in_use',
    status: 409,
    title: 'Idempotency key in use by a request in progress',
    description:
      'A request with the same `Idempotency-Key` is still being processed. Wait for the number of seconds in `Retry-After` and send the identical request again to receive its stored response.',
    domain: 'request',
    retryable: true,
  },
  {
    code: 'method_not_allowed',
    status: 405,
    title: 'Method not allowed',
    description:
      'The path exists but does not accept this HTTP method. The `Allow` response header lists the methods it does accept.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'route_not_found',
    status: 404,
    title: 'No operation at this path',
    description:
      'No API operation matches the request path. Check that the path starts with `/v1` and is spelled as in the API reference; IDs in the path do not cause this error (an unknown ID gives `resource_not_found`).',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'project_confirmation_mismatch',
    status: 422,
    title: 'Project deletion not confirmed',
    description:
      'deleteProject needs the `confirm` query parameter set to the exact slug of the project being deleted. Send the slug to confirm that the right project is targeted.',
    domain: 'request',
    retryable: false,
  },

  // ── request: field-level codes, used in `errors[].code` of validation_failed ─
  {
    code: 'field_required',
    status: 422,
    title: 'Required field missing',
    description: 'A required field is absent or null. Add the field named in `errors[].field`.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'field_type_mismatch',
    status: 422,
    title: 'Field has the wrong type',
    description:
      'The field holds a JSON value of the wrong type, such as a number sent as a string. Send the type documented for the field.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'field_unknown',
    status: 422,
    title: 'Unknown field',
    description:
      'Request bodies reject properties they do not define, so that typos are not silently ignored. Remove the field or correct its spelling.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'field_too_short',
    status: 422,
    title: 'Field value too short',
    description: 'A string has fewer characters, or an array fewer items, than the documented minimum.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'field_too_long',
    status: 422,
    title: 'Field value too long',
    description: 'A string has more characters, or an array more items, than the documented maximum.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'field_out_of_range',
    status: 422,
    title: 'Field value out of range',
    description:
      'A number or timestamp lies outside its allowed range, for example an `expiresAt` in the past or `claimWindowHours` above 720.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'field_format_invalid',
    status: 422,
    title: 'Field format invalid',
    description:
      'A string does not match its format: an email address, an HTTPS URL, an ISO 8601 UTC timestamp, a hex color or an ID with the expected prefix.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'field_enum_mismatch',
    status: 422,
    title: 'Field value not allowed',
    description: 'The value is not one of the allowed values listed for the field in the API reference.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'field_duplicate_items',
    status: 422,
    title: 'Duplicate items in array',
    description: 'An array that must hold unique values, such as the `events` of a webhook endpoint, contains a value twice.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'field_reference_invalid',
    status: 422,
    title: 'Referenced resource not found',
    description:
      'The field holds a well-formed ID, but no resource of that kind exists in this project, for example a `referrerRewardId` that names a deleted reward. Send the ID of an existing resource.',
    domain: 'request',
    retryable: false,
  },
  {
    code: 'field_immutable',
    status: 422,
    title: 'Field cannot be changed',
    description:
      'The field is set at creation and cannot be updated, such as the `environment` of an API key. Create a new resource instead.',
    domain: 'request',
    retryable: false,
  },

  // ── auth ───────────────────────────────────────────────────────────────────
  {
    code: 'missing_credentials',
    status: 401,
    title: 'No credentials supplied',
    description:
      'The operation needs an `Authorization: Bearer <access token>` header or a `Guildforge-Api-Key` header and the request had neither.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'invalid_token',
    status: 401,
    title: 'Access token invalid',
    description:
      'The bearer token is malformed, has a bad signature, was issued by the other environment, or belongs to a session ended by sign-out or a password reset. Sign in again.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'token_expired',
    status: 401,
    title: 'Access token expired',
    description:
      'Access tokens live for 1 hour. Call refreshToken with the refresh token to get a new access token, then repeat the request.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'refresh_token_invalid',
    status: 401,
    title: 'Refresh token invalid',
    description:
      'The refresh token is unknown, older than 30 days, or was already exchanged. Presenting an already-exchanged refresh token also revokes every token of that session, so the user must sign in again.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'invalid_api_key',
    status: 401,
    title: 'API key invalid',
    description:
      'The `Guildforge-Api-Key` value does not match an active key: it was mistyped, revoked with revokeApiKey, or passed its `expiresAt`.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'api_key_environment_mismatch',
    status: 401,
    title: 'API key used against the wrong environment',
    description:
      '`gf_test_` keys work only on https://sandbox.api.guildforge.io and `gf_live_` keys only on https://api.guildforge.io. Use the key that matches the host.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'insufficient_role',
    status: 403,
    title: 'Role not sufficient',
    description:
      'The caller is authenticated but its role in the project is below the operation\'s required role, or a member tried to act on another user\'s account. The required role is listed on every operation page.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'role_assignment_forbidden',
    status: 403,
    title: 'Role cannot be assigned by this caller',
    description:
      'Only the owner can grant or revoke the `admin` role and transfer ownership; admins can assign `moderator` and `member` only, and nobody can change their own role.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'invalid_credentials',
    status: 401,
    title: 'Email or password incorrect',
    description:
      'No account matches this email and password. The response does not say which of the two is wrong; after 10 failures in 15 minutes the account is locked.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'account_locked',
    status: 423,
    title: 'Account temporarily locked',
    description:
      'Ten failed sign-ins within 15 minutes lock password sign-in for 15 minutes. Retry after `Retry-After` seconds, or reset the password, which unlocks the account at once.',
    domain: 'auth',
    retryable: true,
  },
  {
    code: 'email_not_confirmed',
    status: 403,
    title: 'Email address not confirmed',
    description:
      'The project requires a confirmed email before sign-in. Open the link from the confirmation email, or call resendConfirmation to send a new one.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'confirmation_token_invalid',
    status: 400,
    title: 'Confirmation token invalid',
    description:
      'The account confirmation token is unknown, already used, or older than 24 hours. Call resendConfirmation to get a new email.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'reset_token_invalid',
    status: 400,
    title: 'Password reset token invalid',
    description:
      'The password reset token is unknown, already used, or older than 1 hour. Call sendPasswordResetEmail to get a new link.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'password_too_weak',
    status: 422,
    title: 'Password too weak',
    description:
      'Passwords need 10 to 128 characters, must differ from the email and username, and must not appear in known data breaches. Choose another password.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'email_taken',
    status: 409,
    title: 'Email address already registered',
    description:
      'A Guildforge account already uses this email. Sign in with signIn instead; signing in to a project with `signUpMode: open` adds the account to it as a member.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'username_taken',
    status: 409,
    title: 'Username already taken',
    description: 'Usernames are unique across Guildforge, compared case-insensitively. Choose another username.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'sign_up_disabled',
    status: 403,
    title: 'Sign-up disabled for this project',
    description:
      'The project\'s `settings.signUpMode` is `invite_only`, so accounts cannot join it by signing up. An admin adds people with addProjectMember.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'project_membership_required',
    status: 403,
    title: 'Not a member of this project',
    description:
      'The account exists but is not a member of the project it tried to sign in to, and the project is `invite_only`. Ask a project admin to add the account.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'social_token_invalid',
    status: 422,
    title: 'Social provider token rejected',
    description:
      'The provider refused the token or authorization code: it expired, was already used, was issued to another client ID, or its `redirectUri` does not match. Restart the provider sign-in.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'federated_identity_conflict',
    status: 409,
    title: 'Provider identity belongs to another account',
    description:
      'The provider account is already linked to a different Guildforge user, or token exchange found an existing account with the same verified email. Sign in to that account and link the provider with linkFederatedUser.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'federated_identity_not_linked',
    status: 404,
    title: 'Provider identity not linked',
    description: 'The user has no federated identity for this provider, so there is nothing to unlink.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'federated_identity_last_method',
    status: 409,
    title: 'Cannot remove the last sign-in method',
    description:
      'The user has no password and this is their only federated identity; removing it would lock them out. Set a password with sendPasswordResetEmail or link another provider first.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'parent_account_exists',
    status: 409,
    title: 'Parent account already linked',
    description:
      'This child account already has a parent account, pending or confirmed. A child account has exactly one parent account.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'parent_account_not_required',
    status: 409,
    title: 'Account does not need a parent',
    description:
      'createParentAccount only applies to child accounts (`accountType: child`), which are created when the sign-up `birthDate` is below the project\'s parental consent age.',
    domain: 'auth',
    retryable: false,
  },
  {
    code: 'parental_consent_required',
    status: 403,
    title: 'Parental consent required',
    description:
      'Child accounts cannot create submissions, comment, vote or apply referral codes until their parent account grants consent. Create the parent account with createParentAccount.',
    domain: 'auth',
    retryable: false,
  },

  // ── resource ───────────────────────────────────────────────────────────────
  {
    code: 'resource_not_found',
    status: 404,
    title: 'Resource not found',
    description:
      'No resource with this ID exists in the caller\'s project, or the caller may not see it. IDs from another project or environment also give this error.',
    domain: 'resource',
    retryable: false,
  },
  {
    code: 'resource_conflict',
    status: 409,
    title: 'Resource state conflict',
    description:
      'The resource was changed by another request while this one ran, or its current state does not allow the change. Fetch it again and reapply the change.',
    domain: 'resource',
    retryable: false,
  },
  {
    code: 'resource_gone',
    status: 410,
    title: 'Resource no longer available',
    description:
      'The resource existed but is past its retention period: events and webhook deliveries are kept for 30 days, notifications for 90 days.',
    domain: 'resource',
    retryable: false,
  },
  {
    code: 'project_slug_taken',
    status: 409,
    title: 'Project slug already taken',
    description: 'Project slugs are unique across Guildforge. Choose another `slug`.',
    domain: 'resource',
    retryable: false,
  },
  {
    code: 'project_limit_reached',
    status: 403,
    title: 'Project limit reached',
    description:
      'An account can own at most 10 projects, counting projects scheduled for deletion. Delete a project or transfer its ownership first.',
    domain: 'resource',
    retryable: false,
  },
  {
    code: 'api_key_limit_reached',
    status: 409,
    title: 'API key limit reached',
    description: 'A project can have at most 20 active API keys. Revoke unused keys with revokeApiKey, then create the new one.',
    domain: 'resource',
    retryable: false,
  },
  {
    code: 'member_already_exists',
    status: 409,
    title: 'Already a project member',
    description: 'The account is already a member of this project. Change its role with updateProjectMember instead.',
    domain: 'resource',
    retryable: false,
  },
  {
    code: 'member_owner_protected',
    status: 409,
    title: 'The owner cannot be removed or demoted',
    description:
      'A project always has exactly one owner. The owner transfers ownership by setting another member\'s role to `owner` with updateProjectMember, then can be demoted or removed.',
    domain: 'resource',
    retryable: false,
  },

  // ── rate_limit ─────────────────────────────────────────────────────────────
  {
    code: 'rate_limited',
    status: 429,
    title: 'Too many requests',
    description:
      'The caller exceeded its request budget: 600 per minute per project key, 120 per minute per user token, 10 per minute per IP on `/auth/*`, or an operation\'s own limit (createComment: 5 comments per minute per user; createNotification: 100 notifications per day per user). Wait `Retry-After` seconds.',
    domain: 'rate_limit',
    retryable: true,
  },

  // ── server ─────────────────────────────────────────────────────────────────
  {
    code: 'internal_error',
    status: 500,
    title: 'Internal error',
    description:
      'Guildforge failed to process the request. Retry with exponential backoff and the same `Idempotency-Key`; if it persists, contact support with the `requestId`.',
    domain: 'server',
    retryable: true,
  },
  {
    code: 'service_unavailable',
    status: 503,
    title: 'Service temporarily unavailable',
    description:
      'The API is overloaded or in a maintenance window. Retry after the `Retry-After` seconds; the status of each feature server is available from listFeatureServers.',
    domain: 'server',
    retryable: true,
  },
  {
    code: 'feature_server_unavailable',
    status: 503,
    title: 'Feature server unavailable',
    description:
      'The operation needs a feature server to answer within the request, and that server reports `outage` or `maintenance`: sendTestWebhookEvent and retryWebhookDelivery while `webhook_delivery` is down. Retry after `Retry-After` seconds; getFeatureServerStatus says how long to wait. Asynchronous validation rules never answer this code: their results are retried and then fail with the rule’s own `*_analysis_unavailable` code.',
    domain: 'server',
    retryable: true,
  },
  {
    code: 'gateway_timeout',
    status: 504,
    title: 'Request timed out',
    description:
      'The request ran longer than 30 seconds and was stopped. Retry with the same `Idempotency-Key` so that work already done is not repeated.',
    domain: 'server',
    retryable: true,
  },

  // ── webhook ────────────────────────────────────────────────────────────────
  {
    code: 'webhook_url_invalid',
    status: 422,
    title: 'Webhook URL not accepted',
    description:
      'Endpoint URLs must use HTTPS on port 443 or 8443, be at most 2048 characters, and resolve to a public address (no localhost, private or link-local ranges, no IP literals).',
    domain: 'webhook',
    retryable: false,
  },
  {
    code: 'webhook_limit_reached',
    status: 409,
    title: 'Webhook endpoint limit reached',
    description: 'A project can have at most 16 webhook endpoints. Delete an endpoint or subscribe an existing one to more event types.',
    domain: 'webhook',
    retryable: false,
  },
  {
    code: 'webhook_event_type_unknown',
    status: 422,
    title: 'Unknown event type',
    description:
      'An entry of `events` (or the `type` of a test event) is not a Guildforge event type. The Webhooks section of the API reference lists every type; `*` subscribes to all.',
    domain: 'webhook',
    retryable: false,
  },
  {
    code: 'webhook_endpoint_disabled',
    status: 409,
    title: 'Webhook endpoint disabled',
    description:
      'Test events and manual retries are not sent to a disabled endpoint. Enable it with updateWebhook (`status: enabled`) first.',
    domain: 'webhook',
    retryable: false,
  },
  {
    code: 'webhook_delivery_not_retryable',
    status: 409,
    title: 'Delivery cannot be retried',
    description:
      'Only deliveries in `retrying` or `failed` can be retried manually; a `pending` delivery is already being attempted and a `succeeded` one needs no retry.',
    domain: 'webhook',
    retryable: false,
  },

  // ── referral ───────────────────────────────────────────────────────────────
  {
    code: 'referral_code_invalid',
    status: 422,
    title: 'Referral code not found',
    description:
      'No user in this project has this code. Codes are 8 characters from A-Z and 2-9, compared case-insensitively; a code stops working as soon as its owner regenerates it.',
    domain: 'referral',
    retryable: false,
  },
  {
    code: 'referral_window_closed',
    status: 410,
    title: 'Referral window closed',
    description: 'A referral code can be applied only within 7 days of the referred user\'s sign-up, and that time has passed.',
    domain: 'referral',
    retryable: false,
  },
  {
    code: 'referral_self',
    status: 422,
    title: 'Cannot apply your own referral code',
    description: 'The code belongs to the user applying it. Users cannot refer themselves.',
    domain: 'referral',
    retryable: false,
  },
  {
    code: 'referral_circular',
    status: 422,
    title: 'Circular referral',
    description: 'The code\'s owner was referred by the user applying it; two users cannot refer each other.',
    domain: 'referral',
    retryable: false,
  },
  {
    code: 'referral_already_applied',
    status: 409,
    title: 'Referral code already applied',
    description: 'The user has already applied a referral code. Each user can be referred once, and the referrer cannot be changed.',
    domain: 'referral',
    retryable: false,
  },
  {
    code: 'referral_code_regenerate_too_soon',
    status: 429,
    title: 'Referral code regenerated too recently',
    description: 'A user can regenerate their referral code once every 24 hours. Wait `Retry-After` seconds.',
    domain: 'referral',
    retryable: true,
  },
  {
    code: 'referral_program_disabled',
    status: 403,
    title: 'Referrals disabled for this project',
    description:
      'The project\'s `settings.referral.enabled` is false, so codes cannot be read, regenerated or applied. An admin enables it with updateProject.',
    domain: 'referral',
    retryable: false,
  },

  // ── badges (reward domain) ─────────────────────────────────────────────────
  {
    code: 'badge_already_awarded',
    status: 409,
    title: 'User already holds this badge',
    description: 'A user holds each badge at most once. Revoke it first with revokeBadge if you need to award it again.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'badge_supply_exhausted',
    status: 409,
    title: 'Badge supply exhausted',
    description:
      'The badge has a `maxAwards` limit and every copy has been awarded. Raise `maxAwards` with updateBadge to award more; revoked copies do not return to the supply.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'badge_archived',
    status: 409,
    title: 'Badge archived',
    description:
      'Archived badges stay on the profiles of users who hold them but cannot be awarded. Set `archived: false` with updateBadge to award it again.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'badge_not_awarded',
    status: 404,
    title: 'User does not hold this badge',
    description: 'The user has no active award of this badge, so it cannot be revoked.',
    domain: 'reward',
    retryable: false,
  },
  {
    code: 'badge_in_use',
    status: 409,
    title: 'Badge is awarded or referenced',
    description:
      'A badge that has been awarded at least once, or that a `badge` reward grants, cannot be deleted. Archive it with updateBadge (`archived: true`) instead.',
    domain: 'reward',
    retryable: false,
  },

  // ── tags and categories (ugc domain) ───────────────────────────────────────
  {
    code: 'tag_name_taken',
    status: 409,
    title: 'Tag name already used',
    description: 'Tag names are unique within a project, compared case-insensitively. Reuse the existing tag or pick another name.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'tag_limit_reached',
    status: 409,
    title: 'Tag limit reached',
    description: 'A project can define at most 500 tags. Delete unused tags (`usageCount` 0) before creating more.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'tag_slug_taken',
    status: 409,
    title: 'Tag slug already used',
    description:
      'Tag slugs are unique within a project, and the `slug` you sent is used by another tag. Choose another `slug`, or omit it: a slug derived from the name is never refused, it gets the lowest free suffix (`-2`, `-3`, …).',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'category_slug_taken',
    status: 409,
    title: 'Category slug already used',
    description:
      'Category slugs are unique within a project, and the `slug` you sent is used by another category. Choose another `slug`, or omit it: a slug derived from the name is never refused, it gets the lowest free suffix (`-2`, `-3`, …).',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'category_in_use',
    status: 409,
    title: 'Category still in use',
    description:
      'A category with child categories, or that schemas still reference through `categoryId`, cannot be deleted. Move the schemas and children to another category first.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'category_depth_exceeded',
    status: 422,
    title: 'Category nesting too deep',
    description:
      'Categories nest at most two levels: the `parentId` must be a top-level category, and a category that has children cannot be moved under another one.',
    domain: 'ugc',
    retryable: false,
  },
  {
    code: 'category_parent_invalid',
    status: 422,
    title: 'Invalid parent category',
    description: 'The `parentId` is the category itself. Choose another top-level category, or send null to make it top-level.',
    domain: 'ugc',
    retryable: false,
  },
];
