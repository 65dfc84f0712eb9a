/**
 * Emberfall's web workshop: uploads a Ranger skin's files as assets and creates the
 * submission with the maker's user token. Runs in browsers and in Node.js 24 or later.
 */
import { createGuildforgeClient, GuildforgeError, type Schemas } from '@guildforge/client';

export const RANGER_SKINS_SCHEMA_ID = 'sch_01JQNPBMMQ31B1N79QK6TAXCTF';

export interface RangerSkinDraft {
  albedo: File; // 1024 × 1024 PNG
  normalMap: File; // 1024 × 1024 PNG, OpenGL convention
  accessory?: File; // .glb, at most 4,000 triangles
  skinName: string;
  flavorText?: string;
  rarity: 'common' | 'rare' | 'epic';
  notes?: string; // Markdown shown on the hub page, not checked by rules
}

export type SubmitResult =
  | { ok: true; submission: Schemas['Submission'] }
  | { ok: false; fieldErrors: Record<string, string[]>; requestId: string | undefined };

/** The content types Emberfall accepts; the PUT must repeat the one declared here. */
const CONTENT_TYPES: Record<Schemas['AssetKind'], string> = {
  image: 'image/png',
  texture: 'image/png',
  mesh: 'model/gltf-binary',
  animation: 'model/gltf-binary',
  audio: 'audio/ogg',
  file: 'application/octet-stream',
};

async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createSkinUploader(getAccessToken: () => string | undefined) {
  const gf = createGuildforgeClient({ baseUrl: 'https://api.guildforge.io/v1', userToken: getAccessToken });

  /** createAsset → PUT to the presigned uploadUrl → completeAssetUpload. Returns the ready asset id. */
  async function uploadAsset(file: File, kind: Schemas['AssetKind']): Promise<string> {
    const contentType = CONTENT_TYPES[kind];
    const asset = await gf.post('/assets', {
      body: { kind, fileName: file.name, contentType, byteSize: file.size, sha256: await sha256Hex(file) },
    });
    if (!asset.uploadUrl) throw new Error(`createAsset returned no uploadUrl for ${asset.id}`);

    // The presigned URL takes exactly byteSize bytes, the same Content-Type and no Authorization.
    const put = await fetch(asset.uploadUrl, { method: 'PUT', headers: { 'Content-Type': contentType }, body: file });
    if (!put.ok) throw new Error(`Upload of ${file.name} failed with HTTP ${put.status}`);

    // Checks length, SHA-256 and file signature; throws GuildforgeError (e.g. asset_checksum_mismatch) otherwise.
    const ready = await gf.post('/assets/{assetId}/complete', { params: { path: { assetId: asset.id } } });
    return ready.id;
  }

  /** One Idempotency-Key per draft: a double click or a retry after a timeout cannot submit twice. */
  async function submit(draft: RangerSkinDraft, idempotencyKey: string): Promise<SubmitResult> {
    const [albedo, normalMap, accessory] = await Promise.all([
      uploadAsset(draft.albedo, 'image'),
      uploadAsset(draft.normalMap, 'texture'),
      draft.accessory ? uploadAsset(draft.accessory, 'mesh') : Promise.resolve(undefined),
    ]);

    const values: Schemas['SubmissionValues'] = { albedo, normal_map: normalMap, skin_name: draft.skinName, rarity: draft.rarity };
    if (accessory) values.accessory = accessory;
    if (draft.flavorText) values.flavor_text = draft.flavorText;

    try {
      const submission = await gf.post('/submissions', {
        body: { schemaId: RANGER_SKINS_SCHEMA_ID, title: draft.skinName, description: draft.notes, values },
        idempotencyKey,
      });
      return { ok: true, submission }; // status `validating`; async rules run next
    } catch (error) {
      if (error instanceof GuildforgeError && error.code === 'submission_invalid') {
        // Nothing was stored. Group the messages by field key ("values.albedo" → "albedo").
        const fieldErrors: Record<string, string[]> = {};
        for (const item of error.errors) {
          const key = item.field.replace(/^values\./, '');
          (fieldErrors[key] ??= []).push(item.message);
        }
        return { ok: false, fieldErrors, requestId: error.requestId };
      }
      throw error;
    }
  }

  return { uploadAsset, submit };
}
