/**
 * Link-preview images (`og:image`, `twitter:image`): one card for the site and one per docs
 * section, 1200 × 630 PNG, rendered from SVG by `npm run generate` (scripts/socialCards.ts) into
 * static/img/social/. Docs pages take their sidebar's card (src/theme/DocItem/Metadata); every
 * other page the site card (themeConfig.image).
 */
import { docSections, type DocSection } from './navigation';
import { SECTION_CARD_FILES } from './sectionCards';

export interface SocialCard {
  /** Path under the site root, without a leading slash (as themeConfig.image takes it). */
  readonly file: string;
  readonly heading: string;
  readonly text: string;
}

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

export const siteSocialCard: SocialCard = {
  file: 'img/social/guildforge.png',
  heading: 'Guildforge Documentation',
  text: 'Quests, rewards, badges, referrals and user-generated content for games and communities, through one REST API.',
};

export const sectionSocialCards: Readonly<Record<DocSection['sidebarId'], SocialCard>> = Object.fromEntries(
  docSections.map((section) => [
    section.sidebarId,
    { file: SECTION_CARD_FILES[section.sidebarId], heading: section.label, text: section.description },
  ]),
) as Record<DocSection['sidebarId'], SocialCard>;

export const socialCards: readonly SocialCard[] = [siteSocialCard, ...Object.values(sectionSocialCards)];
