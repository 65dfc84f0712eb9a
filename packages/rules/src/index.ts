/**
 * @guildforge/rules: the Guildforge UGC validation rules, run on your own values and files in the
 * browser or in Node, with the codes and messages the API gives.
 */
export { validateAgainstSchema, checkRule, loadRule, ruleFacts, coveredRules, validateParams, meshPreview, isRuleId, MAX_TEXT_LENGTH, MAX_UPLOAD_BYTES } from './check.js';
export type { MeshPreview } from './mesh/preview.js';
export { fillTemplate, formatValue } from './message.js';
export type { RuleFacts, RuleEvaluation, RuleModuleName, JsonSchema } from './facts.js';
export type {
  FieldKind,
  FieldValue,
  ProblemFieldError,
  RuleFile,
  SchemaField,
  SchemaFieldRule,
  SubmissionValues,
  ValidateOptions,
  ValidationReport,
  ValidationResult,
} from './types.js';
export { FILE_KINDS } from './types.js';
