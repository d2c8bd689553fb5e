import type { Person } from '@cabinet/contracts/common';

/** A person as the back office names them: the name and the e-mail, or the e-mail alone. */
export const personLabel = (p: Person): string => (p.name ? `${p.name} (${p.email})` : p.email);
