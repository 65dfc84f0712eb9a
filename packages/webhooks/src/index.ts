/**
 * @guildforge/webhooks: Guildforge webhook deliveries and quest checks, built from the API
 * contract, for testing your own endpoint. The `guildforge-webhooks` command wraps these.
 */
export { contract } from './generated/contract.js';
export type { ContractEvent, ContractHeader, HeaderRole, JsonObject, JsonValue, QuestCheckFailure, WebhookContract } from './contractTypes.js';
export { signatureHeader, signatureValue, unixSeconds } from './signature.js';
export { freshenExample, freshId } from './payload.js';
export { deliveryHeaders, eventTypes, findEvent, newDelivery, signedHeaders, UnknownEventTypeError, type Delivery } from './delivery.js';
export { post, type Outcome } from './http.js';
export { trigger, type TriggerOptions } from './trigger.js';
export { check, type CaseResult, type CheckOptions } from './check.js';
export { questCheck, questRequest, questVerdict, type QuestCheckOptions, type QuestFailureCode, type QuestVerdict } from './questCheck.js';
export { EndpointUnreachableError, InputError, type Output } from './output.js';
export { main, USAGE } from './cli.js';
