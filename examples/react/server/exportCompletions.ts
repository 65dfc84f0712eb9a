import { writeFile } from 'node:fs/promises';
import { gfServer } from './server';

/**
 * Server-side export of every completed, unclaimed user quest of one quest, e.g. to remind
 * players to claim before the claim window closes. `paginate` requests 100 items at a time and
 * follows `nextCursor` until `hasMore` is false; cursors stay valid for 24 hours.
 */
export async function exportUnclaimed(questId: string, file: string): Promise<number> {
  const rows = ['userQuestId,userId,completedAt,expiresAt'];
  for await (const userQuest of gfServer.paginate('/user-quests', { params: { query: { questId, status: 'completed', limit: 100 } } })) {
    rows.push([userQuest.id, userQuest.userId, userQuest.completedAt ?? '', userQuest.expiresAt ?? ''].join(','));
  }
  await writeFile(file, `${rows.join('\n')}\n`);
  return rows.length - 1;
}
