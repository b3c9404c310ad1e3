import { http } from '@/lib/http';

export function logout(): Promise<void> {
  return http<void>('/api/auth/logout', { method: 'POST' });
}
