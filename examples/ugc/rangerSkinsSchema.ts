/**
 * The Emberfall "Ranger skins" schema: the complete createSchema body, and the call that
 * creates it with the backend's project API key. Run against the sandbox first.
 */
import { createGuildforgeClient, GuildforgeError, type Schemas } from '@guildforge/client';

/** Emberfall ships in English, German and French; `hell` is part of the game's lore. */
const noProfanity = {
  rule: 'NoProfanity',
  params: { languages: ['en', 'de', 'fr'], categories: ['profanity', 'slur', 'sexual'], minSeverity: 'strong', allowTerms: ['hell'] },
} satisfies Schemas['SchemaFieldRule'];

export const rangerSkins = {
  name: 'Character skins',
  description: 'Skins for the Ranger class. Winners ship in the 1.4 season update.',
  categoryId: 'cat_01JQHMBDSVCFH4WREFHTQCRTTB',
  reviewMode: 'manual',
  publishMode: 'auto',
  votesPerDay: 10,
  maxSubmissionsPerUser: 3,
  opensAt: '2025-04-01T00:00:00Z',
  closesAt: '2025-05-01T00:00:00Z',
  fields: [
    {
      key: 'albedo',
      label: 'Albedo texture',
      description: 'Base color of the Ranger body atlas, 1024 × 1024 PNG, UV layout from the Ranger template.',
      kind: 'image',
      required: true,
      rules: [
        { rule: 'ImageFormat', params: { formats: ['png'], allowAnimated: false } },
        { rule: 'Size', params: { width: 1024, height: 1024 } },
        { rule: 'MaxFileSize', params: { maxBytes: 8388608 } },
        { rule: 'Moderation', params: { categories: ['sexual', 'gore', 'hate', 'self_harm', 'profanity_text'], threshold: 60 } },
      ],
    },
    {
      key: 'normal_map',
      label: 'Normal map',
      description: 'Tangent-space normal map for the same UV layout, OpenGL convention (green up), as Unity expects.',
      kind: 'texture',
      required: true,
      rules: [
        { rule: 'ImageFormat', params: { formats: ['png'], allowAnimated: false } },
        { rule: 'Size', params: { width: 1024, height: 1024 } },
        {
          rule: 'NormalMap',
          params: { convention: 'opengl', channelLayout: 'rgb', lengthTolerance: 0.1, maxInvalidRatio: 0.01, tileable: false, seamAngleTolerance: 10 },
        },
      ],
    },
    {
      key: 'accessory',
      label: 'Accessory mesh (optional)',
      description: 'A binary glTF accessory (hood, quiver, pauldron) of at most 4,000 triangles, modeled in meters on the Ranger rig.',
      kind: 'mesh',
      required: false,
      rules: [
        { rule: 'ThreeDimensionalFileFormat', params: { formats: ['glb'] } },
        { rule: 'MaxFileSize', params: { maxBytes: 16777216 } },
        { rule: 'MaxPolygonCount', params: { max: 4000, countAs: 'triangles' } },
        { rule: 'MeshSize', params: { dimension: 'longest', max: 0.8 } },
      ],
    },
    {
      key: 'skin_name',
      label: 'Skin name',
      description: 'Shown under the skin in the in-game wardrobe.',
      kind: 'text',
      required: true,
      rules: [{ rule: 'LengthRange', params: { min: 3, max: 40 } }, noProfanity],
    },
    {
      key: 'flavor_text',
      label: 'Flavor text',
      description: 'One or two sentences shown on the wardrobe card.',
      kind: 'text',
      required: false,
      rules: [{ rule: 'LengthRange', params: { min: 10, max: 200 } }, noProfanity],
    },
    {
      key: 'rarity',
      label: 'Suggested rarity',
      kind: 'enum',
      required: true,
      options: ['common', 'rare', 'epic', 'legendary'],
      rules: [{ rule: 'Valid', params: { allowed: ['common', 'rare', 'epic'] } }],
    },
  ],
} satisfies Schemas['SchemaCreate'];

/** Creates the schema in `draft`. The fixed Idempotency-Key makes a re-run return the same schema. */
export async function createRangerSkinsSchema(): Promise<Schemas['Schema']> {
  const gf = createGuildforgeClient({ apiKey: process.env.GF_API_KEY, baseUrl: process.env.GF_BASE_URL });
  try {
    return await gf.post('/schemas', { body: rangerSkins, idempotencyKey: 'emberfall-ranger-skins-1.4' });
  } catch (error) {
    if (error instanceof GuildforgeError && error.status === 422) {
      // schema_rule_params_invalid, schema_rule_not_applicable, …: `rule` names the offending rule.
      for (const item of error.errors) console.error(`${item.field}: ${item.code} ${item.rule ?? ''} ${item.message}`);
    }
    throw error;
  }
}
