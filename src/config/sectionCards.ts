/**
 * The link-preview card of each docs section, by its sidebar (src/config/socialCards.ts renders
 * them). A module of its own so that DocItem/Metadata, which every docs page loads in the
 * browser, carries these file names and not the sections' descriptions with them.
 */
import type { DocSection } from './navigation';

export const SECTION_CARD_FILES: Readonly<Record<DocSection['sidebarId'], string>> = {
  LearnSidebar: 'img/social/learn.png',
  QuestsSidebar: 'img/social/quests.png',
  UGC_Sidebar: 'img/social/ugc.png',
  openApiSidebar: 'img/social/api.png',
  ReactGuildforgeSidebar: 'img/social/react.png',
};
