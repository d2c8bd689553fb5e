import type { ConnectionRequest } from '@cabinet/contracts/shops';

export const isOpen = (request: ConnectionRequest) => request.status === 'new' || request.status === 'in_progress';

/** §9: a request is answered within 3 business days (the server sets `due_at`); an open one past it is overdue. */
export const isOverdue = (request: ConnectionRequest, now = Date.now()) =>
  isOpen(request) && new Date(request.due_at).getTime() < now;
