import type { AuditPerson } from '@cabinet/contracts/audit';

/** A person as the back office names them: the name and the e-mail, or the e-mail alone. */
export const personLabel = (p: AuditPerson): string => (p.name ? `${p.name} (${p.email})` : p.email);
