/**
 * The data layer of a custom makers hub page for one schema: the published gallery sorted
 * by score, a submission page with its maker, files, vote state and comments, and voting.
 * Every call runs with the signed-in player's user token.
 */
import { createGuildforgeClient, GuildforgeError, type Schemas } from '@guildforge/client';

export interface GalleryCard {
  submissionId: string;
  title: string;
  score: number;
  maker: string;
  thumbnailUrl: string | null; // signed, valid 60 minutes
}

export function createHubApi(getAccessToken: () => string | undefined) {
  const gf = createGuildforgeClient({ baseUrl: 'https://api.guildforge.io/v1', userToken: getAccessToken });
  const makerNames = new Map<string, string>();

  async function makerName(userId: string): Promise<string> {
    const cached = makerNames.get(userId);
    if (cached) return cached;
    const user = await gf.get('/users/{userId}', { params: { path: { userId } } }); // public profile for members
    const name = user.displayName ?? user.username;
    makerNames.set(userId, name);
    return name;
  }

  /** One page of the leaderboard: published only, highest votes.score first. */
  async function galleryPage(schemaId: string, cursor?: string): Promise<{ cards: GalleryCard[]; nextCursor: string | null }> {
    const page = await gf.get('/submissions', {
      params: { query: { schemaId, status: ['published'], sort: '-score', limit: 24, cursor } },
    });
    const cards = await Promise.all(
      page.data.map(async (submission): Promise<GalleryCard> => {
        const albedoId = submission.values.albedo;
        const asset = typeof albedoId === 'string' ? await gf.get('/assets/{assetId}', { params: { path: { assetId: albedoId } } }) : null;
        return {
          submissionId: submission.id,
          title: submission.title,
          score: submission.votes.score,
          maker: await makerName(submission.userId),
          thumbnailUrl: asset?.downloadUrl ?? null,
        };
      }),
    );
    return { cards, nextCursor: page.hasMore ? page.nextCursor : null };
  }

  /** Everything the submission page shows, fetched in parallel. */
  async function submissionPage(submissionId: string) {
    const path = { path: { submissionId } };
    const [submission, vote, comments] = await Promise.all([
      gf.get('/submissions/{submissionId}', { params: path }),
      gf.get('/submissions/{submissionId}/votes/status', { params: path }),
      gf.get('/submissions/{submissionId}/comments', { params: { ...path, query: { limit: 50 } } }),
    ]);
    return { submission, maker: await makerName(submission.userId), vote, comments: comments.data };
  }

  /** Click on ▲ or ▼: a second click on the active direction cancels the vote. */
  async function vote(submissionId: string, direction: 'up' | 'down', current: Schemas['VoteStatus']['direction']) {
    const params = { path: { submissionId } };
    try {
      if (current === direction) return await gf.delete('/submissions/{submissionId}/votes', { params });
      return direction === 'up'
        ? await gf.post('/submissions/{submissionId}/votes/up', { params })
        : await gf.post('/submissions/{submissionId}/votes/down', { params });
    } catch (error) {
      if (error instanceof GuildforgeError && error.code === 'vote_balance_exhausted') {
        throw new Error(`No votes left today. ${error.detail ?? ''}`);
      }
      throw error; // vote_own_submission, vote_submission_not_published, vote_disabled
    }
  }

  async function comment(submissionId: string, body: string, parentId?: string) {
    return gf.post('/submissions/{submissionId}/comments', { params: { path: { submissionId } }, body: { body, parentId } });
  }

  return { galleryPage, submissionPage, vote, comment };
}
