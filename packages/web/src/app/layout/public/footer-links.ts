/** The public pages every visitor can reach from the footer and the phone menu. */
export const footerLinks = [
  { to: '/about-us', key: 'about', group: 'company' },
  { to: '/mission', key: 'mission', group: 'company' },
  { to: '/one-pager', key: 'onePager', group: 'company' },
  { to: '/shop', key: 'shop', group: 'company' },
  { to: '/faq', key: 'faq', group: 'help' },
  { to: '/privacy-policy', key: 'privacy', group: 'legal' },
  { to: '/terms-of-service', key: 'terms', group: 'legal' },
] as const;

export const footerGroups = ['company', 'help', 'legal'] as const;
