/**
 * Spectral function for the `guildforge-request-limits` rule (.spectral.yaml).
 *
 * OWASP API4 ("unrestricted resource consumption") asks for bounds on what a client sends.
 * The OWASP ruleset's string, integer and array limit rules check every schema of the
 * document, responses included; this function applies the same checks to the schemas a
 * client sends only: request bodies and path, query and header parameters, followed through
 * `$ref`s, `allOf`/`anyOf`/`oneOf`, properties, items and the like. Examples, defaults and
 * enum values are data, not schemas, and are skipped.
 *
 * - A string has `maxLength`, `enum` or `const`, a fixed-length `format` (`date`,
 *   `date-time`), or a `pattern` anchored with `^` and `$` whose quantifiers are all bounded.
 * - An integer has a minimum and a maximum (inclusive or exclusive), or an `enum`.
 * - An array has `maxItems`.
 */
import { createRulesetFunction } from '@stoplight/spectral-core';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
/** Keywords whose value is one schema. */
const SCHEMA_KEYWORDS = ['items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems'];
/** Keywords whose value is an array of schemas. */
const SCHEMA_ARRAY_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];

const FIXED_LENGTH_FORMATS = new Set(['date', 'date-time']);
/** An unescaped `*` or `+`, or an open-ended `{n,}`. */
const UNBOUNDED_QUANTIFIER = /(^|[^\\])[*+]|\{\d+,\}/;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (schema) => (Array.isArray(schema.type) ? schema.type : [schema.type]);

function stringBounded(schema) {
  if ('maxLength' in schema || 'enum' in schema || 'const' in schema) return true;
  if (typeof schema.format === 'string' && FIXED_LENGTH_FORMATS.has(schema.format)) return true;
  const pattern = schema.pattern;
  return typeof pattern === 'string' && pattern.startsWith('^') && pattern.endsWith('$') && !UNBOUNDED_QUANTIFIER.test(pattern);
}

function integerBounded(schema) {
  if ('enum' in schema || 'const' in schema) return true;
  const low = 'minimum' in schema || 'exclusiveMinimum' in schema;
  const high = 'maximum' in schema || 'exclusiveMaximum' in schema;
  return low && high;
}

export default createRulesetFunction({ input: null, options: null }, function requestLimits(pathItem, _options, context) {
  const results = [];
  // One schema object can be reached from many operations (resolved $refs are shared):
  // report it once.
  const seen = new WeakSet();

  const visit = (schema, path) => {
    if (!isObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    const types = typesOf(schema);
    if (types.includes('string') && !stringBounded(schema)) {
      results.push({ message: 'A string the client sends needs maxLength, enum or const (or a bounded, anchored pattern).', path });
    }
    if (types.includes('integer') && !integerBounded(schema)) {
      results.push({ message: 'An integer the client sends needs a minimum and a maximum.', path });
    }
    if (types.includes('array') && !('maxItems' in schema)) {
      results.push({ message: 'An array the client sends needs maxItems.', path });
    }
    for (const keyword of SCHEMA_KEYWORDS) visit(schema[keyword], [...path, keyword]);
    for (const keyword of SCHEMA_ARRAY_KEYWORDS) {
      if (Array.isArray(schema[keyword])) schema[keyword].forEach((item, index) => visit(item, [...path, keyword, index]));
    }
    for (const keyword of SCHEMA_MAP_KEYWORDS) {
      if (isObject(schema[keyword])) for (const [name, item] of Object.entries(schema[keyword])) visit(item, [...path, keyword, name]);
    }
  };

  const visitParameters = (parameters, path) => {
    if (!Array.isArray(parameters)) return;
    parameters.forEach((parameter, index) => {
      if (isObject(parameter)) visit(parameter.schema, [...path, 'parameters', index, 'schema']);
    });
  };

  if (!isObject(pathItem)) return results;
  visitParameters(pathItem.parameters, context.path);
  for (const method of METHODS) {
    const operation = pathItem[method];
    if (!isObject(operation)) continue;
    const operationPath = [...context.path, method];
    visitParameters(operation.parameters, operationPath);
    const content = operation.requestBody?.content;
    if (isObject(content)) {
      for (const [mediaType, media] of Object.entries(content)) {
        if (isObject(media)) visit(media.schema, [...operationPath, 'requestBody', 'content', mediaType, 'schema']);
      }
    }
  }
  return results;
});
