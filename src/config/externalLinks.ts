/** Every URL outside this site that the chrome links to. One typed list, no inline URLs in config. */
export interface ExternalLink {
  readonly label: string;
  readonly href: string;
}

export const guildforgeWebsite: ExternalLink = { label: 'Guildforge website', href: 'https://guildforge.io' };
export const studioDashboard: ExternalLink = { label: 'Studio dashboard', href: 'https://studio.guildforge.io' };
export const makersHub: ExternalLink = { label: 'Makers hub', href: 'https://hub.guildforge.io' };
export const termsAndConditions: ExternalLink = { label: 'Terms and conditions', href: 'https://guildforge.io/terms' };
export const statusPage: ExternalLink = { label: 'API status', href: 'https://status.guildforge.io' };

export const socialLinks: readonly ExternalLink[] = [
  { label: 'Discord', href: 'https://discord.gg/guildforge' },
  { label: 'X (Twitter)', href: 'https://x.com/guildforge' },
  { label: 'YouTube', href: 'https://www.youtube.com/@guildforge' },
  { label: 'GitHub', href: 'https://github.com/guildforge' },
];
