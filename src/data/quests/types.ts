/**
 * Shape of one quest type in the quest-type registry.
 *
 * Configuration schemas are NOT stored here: they live in the API description as
 * `components.schemas.QuestConfig<Provider><Type>` (see `openapi/quests/`), and the
 * quest-type page reads them from the generated schema module.
 */
export type QuestProvider = 'discord' | 'instagram' | 'guildforge' | 'steam' | 'tiktok' | 'twitter' | 'youtube';

export type Verification =
  | { readonly mode: 'on_check'; readonly description: string }
  | { readonly mode: 'polled'; readonly intervalSeconds: number; readonly description: string }
  | { readonly mode: 'pushed'; readonly description: string };

export interface QuestPrerequisite {
  readonly kind: 'linked_account' | 'oauth_scope' | 'bot_in_server' | 'public_profile' | 'project_setting' | 'none';
  readonly description: string;
}

export interface QuestFailure {
  /** Code from the product error catalogue. */
  readonly code: string;
  /** Why it happens and what the user or integrator can do. */
  readonly description: string;
}

export interface QuestTypeDefinition {
  readonly provider: QuestProvider;
  /** Exactly the type from the spec, e.g. 'checkMembership'. The API's quest `type` is `${provider}.${type}`. */
  readonly type: string;
  readonly title: string;
  readonly summary: string;
  /** What Guildforge verifies, precisely. */
  readonly verifies: string;
  readonly prerequisites: readonly QuestPrerequisite[];
  readonly verification: Verification;
  /** Provider-side delay before a user's action becomes visible, in seconds (0 when immediate). */
  readonly providerDelaySeconds: number;
  /** Provider rate limits or Guildforge check limits that affect this type. */
  readonly limits: readonly string[];
  readonly failures: readonly QuestFailure[];
  /** A full POST /quests request body using this type (validated against QuestCreate). */
  readonly exampleQuest: Readonly<Record<string, unknown>>;
  /** User-quest statuses this type passes through, in order (values of the UserQuestStatus enum). */
  readonly userQuestStates: readonly string[];
  readonly notes: readonly string[];
  /**
   * For a type that calls the integrator's own endpoint: how to play that call locally before
   * publishing. `command` is shown as a shell command; tests/unit/webhooksTool.test.ts runs it.
   */
  readonly endpointTest?: { readonly description: string; readonly command: string };
}
