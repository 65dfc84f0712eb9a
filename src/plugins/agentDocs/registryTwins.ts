/**
 * Twins of the pages written from the registries: rules (src/data/rules), quest types
 * (src/data/quests), with their parameter schemas from the contract and their codes from
 * the error catalogue. Each has the parameter table, the errors with statuses, one example
 * and one curl request.
 */
import { describeBounds, describeType, unitLabel, type Schema } from '../../components/ParameterTable/describeSchema';
import { formatSeconds, verificationLabel } from '../../components/QuestTypeReference/labels';
import { evaluationLabel } from '../../components/RuleReference/labels';
import { errorCodePath } from '../../data/errors/paths';
import { findError } from '../../data/errors';
import { questConfigSchema, questConfigSchemaName, questTypeId, questTypePath } from '../../data/quests';
import type { QuestTypeDefinition } from '../../data/quests/types';
import { findRule, ruleParamsSchema, rulePath } from '../../data/rules';
import type { RuleDefinition } from '../../data/rules/types';
import type { Contract } from './contract';
import { boundsCell, curlCommand } from './operationTwin';
import { code, codeBlock, heading, inlineText, link, list, paragraph, plainText, serialize, strong, table, text, type Block, type Phrasing } from './mdast';
import type { LinkResolver } from './links';

/** A parameter table for an object schema's properties, as src/components/ParameterTable shows it. */
export function propertiesTable(schema: Schema, emptyMessage: string): Block {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(properties);
  if (names.length === 0) return paragraph(text(emptyMessage));
  return table(
    ['Parameter', 'Type', 'Required', 'Default', 'Bounds', 'Description'],
    names.map((name) => {
      const property = properties[name];
      const unit = unitLabel(property);
      return [
        [code(name)],
        `${describeType(property)}${unit && unit !== 'count' && unit !== 'ratio' ? ` (${unit})` : ''}`,
        required.has(name) ? 'yes' : 'no',
        property.default === undefined ? [text('—')] : [code(JSON.stringify(property.default))],
        describeBounds(property).length ? boundsCell(describeBounds(property)) : '—',
        typeof property.description === 'string' ? inlineText(property.description.replace(/\s*\n\s*/g, ' ')) : '',
      ];
    }),
  );
}

export function errorLink(links: LinkResolver, errorCode: string): Phrasing {
  return link(links.resolve(errorCodePath(errorCode)), [code(errorCode)], findError(errorCode).title);
}

function ruleCurl(contract: Contract, rule: RuleDefinition): string {
  const createSchema = contract.findById('createSchema');
  if (!createSchema) throw new Error('The contract has no createSchema operation; rule twins show a request to it.');
  const base = String(((contract.document.servers ?? []) as { url: string }[])[0]?.url ?? '');
  return curlCommand(contract, {
    method: createSchema.method,
    url: `${base}${createSchema.path}`,
    security: createSchema.security,
    idempotencyKey: createSchema.parameters.some((parameter) => parameter.name === 'Idempotency-Key'),
    body: { name: `${rule.title} check`, fields: [rule.exampleField] },
  });
}

/** The twin of a rule page. */
export function ruleTwin(contract: Contract, rule: RuleDefinition, links: LinkResolver): string {
  const params = ruleParamsSchema(rule.id);
  const blocks: Block[] = [
    heading(1, rule.id),
    paragraph(strong(text(`${rule.title}.`)), text(' '), ...inlineText(rule.summary), text('.')),
    list([
      [text('Rule name: '), code(rule.id)],
      [text('Applies to: '), ...rule.appliesTo.flatMap((kind, index) => [...(index ? [text(', ')] : []), code(kind)]), text(' fields')],
      ...(rule.formats?.length ? [[text(`Reads: ${rule.formats.join(', ')}`)]] : []),
      [text(`Evaluation: ${evaluationLabel(rule)}`)],
      [text('Parameter schema in the API description: '), code(`RuleParams${rule.id}`)],
    ]),
    heading(2, 'What it checks'),
    ...plainText(rule.explanation),
    heading(2, 'Parameters'),
    propertiesTable(params, 'This rule takes no parameters: send an empty params object.'),
    paragraph(text('Invalid parameters are rejected when the schema is created or updated, with '), errorLink(links, 'schema_rule_params_invalid'), text('.')),
    heading(2, 'Example schema field'),
    codeBlock('json', JSON.stringify(rule.exampleField, null, 2), 'title="fields[] entry in POST /schemas"'),
    heading(2, 'Passing and failing inputs'),
  ];
  rule.examples.forEach((example, index) => {
    blocks.push(heading(3, `Example ${index + 1}: ${example.verdict === 'pass' ? 'passes' : 'fails'}`), paragraph(...inlineText(example.input)));
    blocks.push(codeBlock('json', JSON.stringify(example.params, null, 2), 'title="params"'));
    if (example.measured) blocks.push(codeBlock('json', JSON.stringify(example.measured, null, 2), 'title="measured"'));
    if (example.error) {
      const result = { field: String(rule.exampleField.key ?? 'field'), rule: rule.id, status: 'failed', code: example.error.code, message: example.error.message };
      blocks.push(codeBlock('json', JSON.stringify(result, null, 2), 'title="validation.results[] entry"'));
    }
  });
  blocks.push(
    heading(2, 'Errors'),
    table(
      ['Code', 'HTTP', 'Message template', 'When'],
      rule.errors.map((error) => [[errorLink(links, error.code)], String(findError(error.code).status), [code(error.messageTemplate)], inlineText(error.when)]),
    ),
    paragraph(
      text(
        rule.evaluation.mode === 'instant'
          ? 'An instant failure rejects POST /submissions with 422 submission_invalid; each failure is an item of the problem’s errors array.'
          : 'An asynchronous failure moves the submission to invalid and is reported in validation.results and the submission.validated webhook event.',
      ),
    ),
    heading(2, 'Request'),
    paragraph(text('A schema with the example field, created with '), link(links.resolve('/docs/API/create-schema'), [code('createSchema')]), text(':')),
    codeBlock('bash', ruleCurl(contract, rule)),
    heading(2, 'Limits and caveats'),
    list(rule.caveats.map((caveat) => inlineText(caveat))),
  );
  if (rule.related.length) {
    blocks.push(
      heading(2, 'Related rules'),
      list(rule.related.map((id) => {
        const related = findRule(id);
        return [link(links.resolve(rulePath(related)), id), text(': '), ...inlineText(related.summary)];
      })),
    );
  }
  return `${serialize(blocks)}\n`;
}

/** The twin of a quest-type page. */
export function questTypeTwin(contract: Contract, quest: QuestTypeDefinition, links: LinkResolver): string {
  const id = questTypeId(quest);
  const schema = questConfigSchema(quest);
  const config = (((schema.properties ?? {}) as Record<string, Schema>).config ?? {}) as Schema;
  const createQuest = contract.findById('createQuest');
  if (!createQuest) throw new Error('The contract has no createQuest operation; quest-type twins show a request to it.');
  const base = String(((contract.document.servers ?? []) as { url: string }[])[0]?.url ?? '');
  const blocks: Block[] = [
    heading(1, quest.title),
    paragraph(...inlineText(quest.summary)),
    list([
      [text('Quest type: '), code(id)],
      [text(`Verification: ${verificationLabel(quest.verification)}`)],
      [text(`Provider delay: ${formatSeconds(quest.providerDelaySeconds)}`)],
      [text('Configuration schema in the API description: '), code(questConfigSchemaName(quest))],
    ]),
    heading(2, 'What is verified'),
    ...plainText(quest.verifies),
    ...plainText(quest.verification.description),
    heading(2, 'Prerequisites'),
    list(quest.prerequisites.map((prerequisite) => inlineText(prerequisite.description))),
    heading(2, 'Configuration'),
    paragraph(
      text('Send '),
      code(`"type": "${id}"`),
      text(' and a '),
      code('config'),
      text(' object with these fields in '),
      link(links.resolve('/docs/API/create-quest'), [code('createQuest')]),
      text(' or '),
      link(links.resolve('/docs/API/update-quest'), [code('updateQuest')]),
      text('.'),
    ),
    propertiesTable(config, 'This quest type takes no configuration: send an empty config object.'),
    heading(2, 'Example quest'),
    codeBlock('json', JSON.stringify(quest.exampleQuest, null, 2), `title="${createQuest.method} /v1${createQuest.path}"`),
    heading(2, 'Request'),
    codeBlock(
      'bash',
      curlCommand(contract, {
        method: createQuest.method,
        url: `${base}${createQuest.path}`,
        security: createQuest.security,
        idempotencyKey: createQuest.parameters.some((parameter) => parameter.name === 'Idempotency-Key'),
        body: quest.exampleQuest,
      }),
    ),
    heading(2, 'User-quest states'),
    paragraph(
      ...quest.userQuestStates.flatMap((state, index) => [...(index ? [text(' → ')] : []), code(state)]),
      text('. See the '),
      link(links.resolve('/docs/quests/questingSystem'), 'questing system'),
      text(' for every transition.'),
    ),
    heading(2, 'Failure reasons'),
    table(
      ['Code', 'HTTP', 'Why, and what to do'],
      quest.failures.map((failure) => [[errorLink(links, failure.code)], String(findError(failure.code).status), inlineText(failure.description)]),
    ),
    ...(quest.endpointTest
      ? [heading(2, 'Test your endpoint'), ...plainText(quest.endpointTest.description), codeBlock('bash', quest.endpointTest.command)]
      : []),
    heading(2, 'Limits and notes'),
    list([...quest.limits, ...quest.notes].map((note) => inlineText(note))),
  ];
  return `${serialize(blocks)}\n`;
}

export { questTypePath, rulePath };
