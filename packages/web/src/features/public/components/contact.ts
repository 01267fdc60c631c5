export const CONTACT_EMAIL = 'hello@gamefolk.gg';
export const PRIVACY_EMAIL = 'privacy@gamefolk.gg';
