/**
 * Merges the API description's fragments into one OpenAPI document.
 *
 * `openapi/openapi.yaml` is the root; every other YAML file under `openapi/` is a
 * fragment holding only `paths`, `webhooks` and `components`. Keeping one file per
 * resource lets each owner edit their part, and this merge refuses silent overrides.
 * It also derives the two unions that must list every rule and quest type, so adding
 * a rule's parameter schema is all it takes to make the rule usable in a schema.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type JsonObject = { [key: string]: unknown };

const FRAGMENT_KEYS = new Set(['paths', 'webhooks', 'components']);

export const RULE_PARAMS_PREFIX = 'RuleParams';
export const QUEST_CONFIG_PREFIX = 'QuestConfig';
/**
 * A quest type whose configuration holds a secret that is never returned has a second, read
 * schema `QuestReadConfig<Provider><Type>` without it (guildforge.secret, guildforge.webhook).
 */
export const QUEST_READ_CONFIG_PREFIX = 'QuestReadConfig';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Folders of `openapi/` that hold whole documents, not fragments: `releases/` keeps the bundled
 * description of every released version (scripts/apiRelease.mts), which is history, not part of
 * today's contract.
 */
export const NOT_FRAGMENT_DIRS: ReadonlySet<string> = new Set(['releases']);

function listYamlFiles(dir: string, top = true): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return top && NOT_FRAGMENT_DIRS.has(name) ? [] : listYamlFiles(full, false);
      // Arazzo workflows (openapi/recipes/*.arazzo.yaml) describe flows over the API, not parts of it.
      return /\.ya?ml$/.test(name) && !name.endsWith('.arazzo.yaml') ? [full] : [];
    });
}

function mergeInto(target: JsonObject, source: JsonObject, where: string, file: string): void {
  for (const [key, value] of Object.entries(source)) {
    if (key in target) {
      throw new Error(`${file}: ${where}.${key} is already defined by another file. Rename it or move it into one fragment.`);
    }
    target[key] = value;
  }
}

/** Merge the root and all fragments under `openapiDir` into one document (not yet with unions). */
export function mergeFragments(openapiDir: string): JsonObject {
  const rootFile = path.join(openapiDir, 'openapi.yaml');
  const root = parse(readFileSync(rootFile, 'utf8')) as JsonObject;
  root.paths = isObject(root.paths) ? root.paths : {};
  root.components = isObject(root.components) ? root.components : {};
  for (const file of listYamlFiles(openapiDir)) {
    if (path.resolve(file) === path.resolve(rootFile)) continue;
    const rel = path.relative(process.cwd(), file);
    const fragment = parse(readFileSync(file, 'utf8')) as unknown;
    if (!isObject(fragment)) throw new Error(`${rel}: a fragment must be a YAML mapping.`);
    for (const key of Object.keys(fragment)) {
      if (!FRAGMENT_KEYS.has(key)) {
        throw new Error(`${rel}: top-level key "${key}" is not allowed in a fragment (only paths, webhooks, components). Put it in openapi/openapi.yaml.`);
      }
    }
    if (isObject(fragment.paths)) mergeInto(root.paths as JsonObject, fragment.paths, 'paths', rel);
    if (isObject(fragment.webhooks)) {
      root.webhooks = isObject(root.webhooks) ? root.webhooks : {};
      mergeInto(root.webhooks as JsonObject, fragment.webhooks, 'webhooks', rel);
    }
    if (isObject(fragment.components)) {
      const components = root.components as JsonObject;
      for (const [section, entries] of Object.entries(fragment.components)) {
        if (!isObject(entries)) continue;
        components[section] = isObject(components[section]) ? components[section] : {};
        mergeInto(components[section] as JsonObject, entries, `components.${section}`, rel);
      }
    }
  }
  return root;
}

/** Names of component schemas that start with `prefix` followed by an upper-case letter. */
export function schemaNamesWithPrefix(doc: JsonObject, prefix: string): string[] {
  const schemas = ((doc.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
  return Object.keys(schemas)
    .filter((name) => name.startsWith(prefix) && /^[A-Z]/.test(name.slice(prefix.length)))
    .sort();
}

/** Adds `SchemaFieldRule`, `RuleId`, `QuestConfig` and `QuestReadConfig`, derived from the rule and quest schemas. */
export function addDerivedUnions(doc: JsonObject): void {
  const schemas = (doc.components as JsonObject).schemas as JsonObject;

  const ruleSchemaNames = schemaNamesWithPrefix(doc, RULE_PARAMS_PREFIX);
  const ruleIds = ruleSchemaNames.map((name) => name.slice(RULE_PARAMS_PREFIX.length));
  schemas.RuleId = {
    type: 'string',
    description: 'Name of a validation rule. Each has a reference page under /docs/rules.',
    enum: ruleIds,
  };
  const ruleVariants: JsonObject = {};
  for (const id of ruleIds) {
    ruleVariants[`SchemaFieldRule${id}`] = {
      type: 'object',
      title: id,
      description: `The ${id} rule with its parameters.`,
      additionalProperties: false,
      required: ['rule', 'params'],
      properties: {
        rule: { type: 'string', const: id },
        params: { $ref: `#/components/schemas/${RULE_PARAMS_PREFIX}${id}` },
      },
    };
  }
  mergeInto(schemas, ruleVariants, 'components.schemas', 'scripts/openapiFragments.ts');
  schemas.SchemaFieldRule = {
    description: 'A validation rule attached to a schema field: the rule name and its parameters.',
    oneOf: ruleIds.map((id) => ({ $ref: `#/components/schemas/SchemaFieldRule${id}` })),
    discriminator: {
      propertyName: 'rule',
      mapping: Object.fromEntries(ruleIds.map((id) => [id, `#/components/schemas/SchemaFieldRule${id}`])),
    },
  };

  const questNames = schemaNamesWithPrefix(doc, QUEST_CONFIG_PREFIX).filter((name) => {
    const typeProp = ((schemas[name] as JsonObject).properties as JsonObject | undefined)?.type as JsonObject | undefined;
    return typeof typeProp?.const === 'string';
  });
  const mapping: Record<string, string> = {};
  for (const name of questNames) {
    const typeProp = ((schemas[name] as JsonObject).properties as JsonObject).type as JsonObject;
    mapping[typeProp.const as string] = `#/components/schemas/${name}`;
  }
  schemas.QuestConfig = {
    description:
      'The quest type and its configuration as createQuest takes it. `type` is `<provider>.<type>`; each type has a page under /docs/quests.',
    oneOf: questNames.map((name) => ({ $ref: `#/components/schemas/${name}` })),
    discriminator: { propertyName: 'type', mapping },
  };

  // The read union: the same types, with the read schema where a type has one. A secret is
  // accepted on write and never returned, so the read schema leaves it out rather than
  // marking it `writeOnly` inside a union branch, which code generators type wrongly.
  const readNames = new Map<string, string>();
  for (const name of schemaNamesWithPrefix(doc, QUEST_READ_CONFIG_PREFIX)) {
    const writeName = `${QUEST_CONFIG_PREFIX}${name.slice(QUEST_READ_CONFIG_PREFIX.length)}`;
    const writeType = (((schemas[writeName] as JsonObject | undefined)?.properties as JsonObject | undefined)?.type as JsonObject | undefined)?.const;
    const readType = (((schemas[name] as JsonObject).properties as JsonObject | undefined)?.type as JsonObject | undefined)?.const;
    if (!questNames.includes(writeName) || writeType !== readType) {
      throw new Error(`components.schemas.${name} needs a ${writeName} with the same \`type\` const (${String(readType)}).`);
    }
    readNames.set(writeName, name);
  }
  const readMapping: Record<string, string> = {};
  for (const [type, ref] of Object.entries(mapping)) {
    const writeName = ref.slice('#/components/schemas/'.length);
    readMapping[type] = `#/components/schemas/${readNames.get(writeName) ?? writeName}`;
  }
  schemas.QuestReadConfig = {
    description:
      'The quest type and its configuration as quests are returned: `QuestConfig` without the secrets that are never returned (`guildforge.secret` and `guildforge.webhook`).',
    oneOf: Object.values(readMapping).map((ref) => ({ $ref: ref })),
    discriminator: { propertyName: 'type', mapping: readMapping },
  };
}

/** Resolve local `#/components/schemas/...` refs so a schema can be used on its own. */
export function inlineLocalRefs(value: unknown, doc: JsonObject, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineLocalRefs(item, doc, seen));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.includes(ref)) throw new Error(`Circular $ref ${ref} cannot be inlined.`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, part) => (isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
    if (target === undefined) throw new Error(`Unresolved $ref ${ref}.`);
    const { $ref: _ignored, ...siblings } = value;
    return { ...(inlineLocalRefs(target, doc, [...seen, ref]) as JsonObject), ...siblings };
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlineLocalRefs(item, doc, seen)]));
}
