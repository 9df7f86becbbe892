/** Where visitors write to us (footer, about and privacy pages). */
export const CONTACT_EMAIL = 'contact@souk.tn';
